#import <UIKit/UIKit.h>

@interface ShippingFormViewController : UIViewController <UITextFieldDelegate>
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@property (nonatomic, weak) IBOutlet UITextField *nameField;
@property (nonatomic, weak) IBOutlet UITextField *postcodeField;
@end
