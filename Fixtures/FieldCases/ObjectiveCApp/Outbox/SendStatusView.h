#import <UIKit/UIKit.h>

/// A row that shows whether a message has left.
@interface SendStatusView : UIView
@property (nonatomic, getter=isSent) BOOL sent;
@end
