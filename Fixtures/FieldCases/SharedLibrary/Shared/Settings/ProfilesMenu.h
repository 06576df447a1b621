#import <Cocoa/Cocoa.h>

/// The app's Profiles menu, which the app target compiles in Objective-C beside the library's
/// Swift (as iTerm2 mixes its app's and iTerm2SharedARC's sources in one folder).
@interface ProfilesMenu : NSObject
- (void)rebuild;
@end
