#import <UIKit/UIKit.h>

@interface OutboxController : UIViewController
@end

@implementation OutboxController
@end
