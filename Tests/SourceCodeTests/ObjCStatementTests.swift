import Testing
@testable import SourceCode

@Suite struct ObjCStatementTests {
    /// Apple's "Managing the Keyboard" (Text Programming Guide for iOS), listing 5-1.
    @Test func keyboardWasShownFromApplesGuide() {
        let file = objc("""
        // Call this method somewhere in your view controller setup code.
        - (void)registerForKeyboardNotifications
        {
            [[NSNotificationCenter defaultCenter] addObserver:self
                    selector:@selector(keyboardWasShown:)
                    name:UIKeyboardDidShowNotification object:nil];

           [[NSNotificationCenter defaultCenter] addObserver:self
                     selector:@selector(keyboardWillBeHidden:)
                     name:UIKeyboardWillHideNotification object:nil];
        }

        // Called when the UIKeyboardDidShowNotification is sent.
        - (void)keyboardWasShown:(NSNotification*)aNotification
        {
            NSDictionary* info = [aNotification userInfo];
            CGSize kbSize = [[info objectForKey:UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;

            UIEdgeInsets contentInsets = UIEdgeInsetsMake(0.0, 0.0, kbSize.height, 0.0);
            scrollView.contentInset = contentInsets;
            scrollView.scrollIndicatorInsets = contentInsets;

            // If active text field is hidden by keyboard, scroll it so it's visible
            // Your app might not need or want this behavior.
            CGRect aRect = self.view.frame;
            aRect.size.height -= kbSize.height;
            if (!CGRectContainsPoint(aRect, activeField.frame.origin) ) {
                [self.scrollView scrollRectToVisible:activeField.frame animated:YES];
            }
        }
        """)
        #expect(file.functions.isEmpty && file.types.isEmpty)  // methods outside a container are dropped
        let wrapped = objc("@implementation ViewController\n" + file.problems.map(\.message).joined() + """
        - (void)keyboardWasShown:(NSNotification*)aNotification
        {
            NSDictionary* info = [aNotification userInfo];
            CGSize kbSize = [[info objectForKey:UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;
            UIEdgeInsets contentInsets = UIEdgeInsetsMake(0.0, 0.0, kbSize.height, 0.0);
            scrollView.contentInset = contentInsets;
            CGRect aRect = self.view.frame;
            aRect.size.height -= kbSize.height;
            if (!CGRectContainsPoint(aRect, activeField.frame.origin) ) {
                [self.scrollView scrollRectToVisible:activeField.frame animated:YES];
            }
            [[NSNotificationCenter defaultCenter] addObserver:self
                    selector:@selector(keyboardWasShown:)
                    name:UIKeyboardDidShowNotification object:nil];
        }
        @end
        """)
        let method = wrapped.types.first?.functions.first
        #expect(method?.name == "keyboardWasShown" && method?.labels == ["_"] && method?.parameterNames == ["aNotification"])
        #expect(method.map { [$0.line, $0.endLine] } == [2, 16])
        #expect(method?.body?.map(render) == [
            "var info: NSDictionary = aNotification.userInfo()",
            "var kbSize: CGSize = info.objectForKey(UIKeyboardFrameBeginUserInfoKey).CGRectValue().size",
            "var contentInsets: UIEdgeInsets = UIEdgeInsetsMake(0, 0, kbSize.height, 0)",
            "scrollView.contentInset = contentInsets",
            "var aRect: CGRect = self.view.frame",
            "aRect.size.height -= kbSize.height",
            "if !CGRectContainsPoint(aRect, activeField.frame.origin) { self.scrollView.scrollRectToVisible(activeField.frame, animated: true) }",
            "NSNotificationCenter.defaultCenter().addObserver(self, selector: #selector(keyboardWasShown(_:)), name: UIKeyboardDidShowNotification, object: nil)",
        ])
        #expect(method?.body?.map(\.line) == [4, 5, 6, 7, 8, 9, 10, 13])
    }

    @Test func keyboardWillShowWithABlockObserverAndAnimation() {
        let statements = objcStatements("""
        __weak typeof(self) weakSelf = self;
        self.observer = [[NSNotificationCenter defaultCenter] addObserverForName:UIKeyboardWillShowNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
            CGRect frame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
            NSTimeInterval duration = [[[note userInfo] valueForKey:UIKeyboardAnimationDurationUserInfoKey] doubleValue];
            weakSelf.bottom.constant = CGRectGetHeight(frame);
            [UIView animateWithDuration:duration animations:^{
                [weakSelf.view layoutIfNeeded];
            } completion:^(BOOL finished) {
                _keyboardVisible = YES;
            }];
        }];
        """)
        #expect(statements.map(render) == [
            "var weakSelf: typeof = self",
            "self.observer = NSNotificationCenter.defaultCenter().addObserverForName(UIKeyboardWillShowNotification, object: nil, queue: NSOperationQueue.mainQueue(), usingBlock: { note in var frame: CGRect = note.userInfo[UIKeyboardFrameEndUserInfoKey].CGRectValue(); var duration: NSTimeInterval = note.userInfo().valueForKey(UIKeyboardAnimationDurationUserInfoKey).doubleValue(); weakSelf.bottom.constant = CGRectGetHeight(frame); UIView.animateWithDuration(duration, animations: { weakSelf.view.layoutIfNeeded() }, completion: { finished in _keyboardVisible = true }) })",
        ])
    }

    @Test func compoundLiteralsAreTheirTypesConstructors() {
        // CaiJinTong's slides: `(CGRect){origin.x, -100, size}` and the nested spelling.
        let statements = objcStatements("""
        self.view.frame = (CGRect){r.origin.x, -100, r.size};
        self.view.center = (CGPoint){self.view.center.x, 160};
        CGRect f = (CGRect){{0, -100}, {414, 896}};
        CGRect g = (CGRect){.origin = p, .size = s};
        x = (CGFloat)(a) + 1;
        """)
        #expect(statements.map(render) == [
            "self.view.frame = CGRect(r.origin.x, -100, r.size)", "self.view.center = CGPoint(self.view.center.x, 160)",
            "var f: CGRect = CGRect(0, -100, 414, 896)", "var g: CGRect = CGRect(<?a designated member>, <?a designated member>)", "x = ((a cast CGFloat) + 1)",
        ])
    }

    @Test func declarationsInTheirSpellings() {
        let statements = objcStatements("""
        CGFloat h;
        CGRect r = [self.view convertRect:frame fromView:nil];
        NSDictionary *info = notification.userInfo;
        UIEdgeInsets insets = UIEdgeInsetsMake(0, 0, h, 0);
        __block CGFloat x = 0;
        const CGFloat y = 1;
        CGFloat a = 1, b = 2;
        NSArray<UITextField *> *fields = @[self.email, self.password];
        void (^done)(BOOL) = ^(BOOL ok) { NSLog(@"%d", ok); };
        unsigned int count = 3;
        static dispatch_once_t onceToken;
        id value = info[@"key"];
        id <Scrollable> scrollable = (id <Scrollable>)self;
        id<UITextFieldDelegate> delegate;
        BOOL adopts = [self conformsToProtocol:@protocol(Scrollable)];
        """)
        #expect(statements.map(render) == [
            "var h: CGFloat", "var r: CGRect = self.view.convertRect(frame, fromView: nil)", "var info: NSDictionary = notification.userInfo",
            "var insets: UIEdgeInsets = UIEdgeInsetsMake(0, 0, h, 0)", "var x: CGFloat = 0", "let y: CGFloat = 1",
            "var a: CGFloat = 1", "var b: CGFloat = 2", "var fields: NSArray = [self.email, self.password]",
            "var done: void = { ok in NSLog(\"%d\", ok) }", "var count: int = 3", "var onceToken: dispatch_once_t",
            "var value: id = info[\"key\"]", "var scrollable: id = (self cast id)", "var delegate: id",
            "var adopts: BOOL = self.conformsToProtocol(<?@protocol(Scrollable)>)",
        ])
    }

    @Test func controlFlow() {
        let statements = objcStatements("""
        if (up) movement = -distance; else if (down) movement = distance; else { movement = 0; }
        switch (notification.name.length) {
            case 0: return;
            case 1: {
                [self show];
                break;
            }
            default:
                [self hide];
                break;
        }
        for (int i = 0; i < 3; i++) { count++; }
        for (UITextField *field in self.fields) [field resignFirstResponder];
        while (x < 10) x += 1;
        do { x--; } while (x > 0);
        @try { [self risky]; } @catch (NSException *e) { NSLog(@"%@", e); } @finally { done = YES; }
        @synchronized (self) { _count = 0; }
        @autoreleasepool { [self drain]; }
        return;
        """)
        #expect(statements.map(render) == [
            "if up { movement = -distance } else { if down { movement = distance } else { movement = 0 } }",
            "switch notification.name.length { case 0: return case 1: { self.show(); break } default: self.hide(); break }",
            "loop { count += 1 }", "loop { field.resignFirstResponder() }", "loop { x += 1 }", "loop { x -= 1 }",
            "{ self.risky() }", "{ _count = 0 }", "{ self.drain() }", "return",
        ])
    }

    @Test func expressions() {
        let statements = objcStatements("""
        self.view.frame = CGRectMake(0, -h, w, MAX(a, b));
        _bottom.constant = (CGFloat)kbSize.height + 10.0f;
        r.origin.y -= h;
        self.x += 1;
        v = (UIView *)[self.view viewWithTag:1];
        value = (NSValue *)info[UIKeyboardFrameEndUserInfoKey];
        n = @(height); list = @[@1, @YES, @"s"]; map = @{@"k": @(2), key: value};
        d = flag ?: fallback;
        p = ptr->field;
        s = sizeof(CGRect) * 2;
        c = (a + b) * (c - d);
        i = (int)(f * 2);
        ok = [a isEqual:b] && ![c isKindOfClass:[UIView class]];
        [self performSelector:@selector(handle:with:) withObject:nil afterDelay:0.25];
        [NSString stringWithFormat:@"%@ %@", first, second];
        (void)[self dismiss];
        if (@available(iOS 13.0, *)) { }
        """)
        #expect(statements.map(render) == [
            "self.view.frame = CGRectMake(0, -h, w, MAX(a, b))",
            "_bottom.constant = ((kbSize.height cast CGFloat) + 10)",
            "r.origin.y -= h", "self.x += 1",
            "v = (self.view.viewWithTag(1) cast UIView)",
            "value = (info[UIKeyboardFrameEndUserInfoKey] cast NSValue)",
            "n = height", "list = [1, true, \"s\"]", "map = [\"k\": 2, key: value]",
            "d = (flag ? flag : fallback)",
            "p = ptr.field",
            "s = (sizeof(CGRect) * 2)",
            "c = ((a + b) * (c - d))",
            "i = ((f * 2) cast int)",
            "ok = (a.isEqual(b) && !c.isKindOfClass(UIView.class()))",
            "self.performSelector(#selector(handle(_:with:)), withObject: nil, afterDelay: 0.25)",
            "NSString.stringWithFormat(\"%@ %@\", first, second)",
            "(self.dismiss() cast void)",
            "if #available(iOS 13.0) {  }",
        ])
    }
}
