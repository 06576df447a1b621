// The views of the inbox.
#import "UnreadBadge.h"
