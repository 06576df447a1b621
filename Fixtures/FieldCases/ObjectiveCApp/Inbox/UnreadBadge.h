#import <UIKit/UIKit.h>

/// A row that shows how many messages are unread.
@interface UnreadBadge : UIView
@property (nonatomic) NSInteger count;
@end
