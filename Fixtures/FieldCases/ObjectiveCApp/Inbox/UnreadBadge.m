#import "UnreadBadge.h"

@implementation UnreadBadge
@end
