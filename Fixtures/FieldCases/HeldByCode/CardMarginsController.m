#import "CardMarginsController.h"

@implementation CardMarginsController

- (void)viewDidLoad {
    [super viewDidLoad];
    // The card's own constraints lay out its labels; a wrapper would hold none of them.
    [self.card removeConstraints:self.card.constraints];
    self.card.layoutMargins = UIEdgeInsetsMake(4, 4, 4, 4);
}

@end
