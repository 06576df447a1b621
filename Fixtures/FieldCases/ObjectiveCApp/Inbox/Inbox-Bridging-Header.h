// What Swift sees of the Inbox target's Objective-C.
#import "InboxViews.h"
