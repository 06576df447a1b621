#import "NoteListController.h"

@implementation NoteListController
@end
