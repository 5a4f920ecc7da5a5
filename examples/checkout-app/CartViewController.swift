import UIKit

/// Checkout: the promo code field rides on the keyboard through its bottom constraint.
/// kb-lsp finds the bug: the 10 pt taken off the keyboard's height leaves the field's
/// bottom 10 pt under the keyboard on every phone without a home indicator.
final class CartViewController: UIViewController {
    @IBOutlet weak var cardNumberField: UITextField!
    @IBOutlet weak var promoField: UITextField!
    @IBOutlet weak var promoBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        promoBottom.constant = frame.height - 10
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        promoBottom.constant = 20
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }
}
