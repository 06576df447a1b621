#import "CardThemeController.h"

/* Themes the card it holds, in Objective-C: [self.card subviews] here is a comment. */
@implementation CardThemeController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.card.backgroundColor = [UIColor systemTealColor];
    [self.card.layer setCornerRadius:6];
    [_card setClipsToBounds:YES];
}

@end
