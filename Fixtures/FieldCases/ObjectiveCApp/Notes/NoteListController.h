#import <UIKit/UIKit.h>

@interface NoteListController : UIViewController
@end
