#import <UIKit/UIKit.h>

@interface CardMarginsController : UIViewController
@property (nonatomic, weak) IBOutlet UIView *card;
@end
