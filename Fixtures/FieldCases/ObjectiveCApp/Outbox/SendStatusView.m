#import "SendStatusView.h"

@implementation SendStatusView
@end
