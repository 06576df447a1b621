#import "AppDelegate.h"

@implementation AppDelegate
@end
