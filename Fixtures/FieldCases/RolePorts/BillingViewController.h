#import <UIKit/UIKit.h>

/// Billing details: two rows of the account screen's layout; only the values are held.
@interface BillingViewController : UIViewController
@property (nonatomic, weak) IBOutlet UILabel *nameLabel;
@property (nonatomic, weak) IBOutlet UILabel *addressLabel;
@end
