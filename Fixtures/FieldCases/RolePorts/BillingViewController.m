#import "BillingViewController.h"

@implementation BillingViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.nameLabel.text = @"Ada Lovelace";
}

@end
