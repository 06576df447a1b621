#import <UIKit/UIKit.h>

@interface InboxController : UIViewController
@end

@implementation InboxController
@end
