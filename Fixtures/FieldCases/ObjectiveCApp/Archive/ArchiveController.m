#import <UIKit/UIKit.h>

@interface ArchiveController : UIViewController
@end

@implementation ArchiveController
@end
