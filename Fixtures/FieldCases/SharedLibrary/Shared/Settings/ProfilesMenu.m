#import "ProfilesMenu.h"

@implementation ProfilesMenu
- (void)rebuild {
}
@end
