#import <UIKit/UIKit.h>

@interface CardThemeController : UIViewController
@property (nonatomic, weak) IBOutlet UIView *card;
@end
