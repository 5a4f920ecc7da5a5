;;; test.el --- lsp-mode, as Debian packages it, driving kb-lsp headless  -*- lexical-binding: t -*-
;;
;; Run by run.sh: emacs --batch -Q -l test.el, in a scratch directory (also HOME) holding
;; spec.kbl, complete.kbl, messy.kbl, sign-in.storyboard and other.xml, with KB_LSP naming
;; the server and `kb-lsp' on PATH. Emacs is set up by the recipes of editors/README.md
;; (the modes, then lsp-mode). Prints one "ok ..." or "not ok ... -- detail" line per
;; check, then "done". A client nobody on the project
;; wrote: what kb-lsp sends must be what lsp-mode announced it can take (LSP 3.17), and
;; the checks go through lsp-mode's own commands where it has them.

(dolist (dir (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/*"))
  (add-to-list 'load-path dir))

;; Batch mode: nothing to ask, nothing to write outside the scratch directory, no other
;; clients (lsp-mode would load its hundred client packages), no file watchers, no
;; restarts, and the server gone with the last buffer.
(setq lsp-client-packages nil
      lsp-session-file (expand-file-name ".lsp-session-v1" default-directory)
      lsp-server-install-dir (expand-file-name "lsp-servers" default-directory)
      lsp-auto-guess-root t
      lsp-restart 'ignore
      lsp-enable-file-watchers nil
      lsp-keep-workspace-alive nil
      lsp-diagnostics-provider :flymake
      lsp-completion-provider :none
      lsp-headerline-breadcrumb-enable nil
      lsp-modeline-code-actions-enable nil
      lsp-modeline-diagnostics-enable nil
      lsp-modeline-workspace-status-enable nil
      lsp-enable-on-type-formatting nil
      lsp-signature-auto-activate nil
      lsp-log-io t
      lsp-response-timeout 20)

(require 'lsp-mode)
(require 'lsp-diagnostics)
(require 'flymake)
(require 'cl-lib)
(require 'seq)

(load (expand-file-name "../emacs/kbl-checks.el" (file-name-directory load-file-name)) nil t)
(kbl-recipe "**The modes.**")
(kbl-recipe "**With lsp-mode**")

(defun kbl-declared (capabilities &rest path)
  "Whether lsp-mode's CAPABILITIES (an alist of symbols) hold PATH, not false."
  (let ((value capabilities))
    (dolist (key path)
      (setq value (and (consp value) (alist-get key value))))
    (and value (not (eq value :json-false)) value)))

(defun kbl-get (object &rest path)
  "PATH (keywords) in a JSON OBJECT as lsp-mode parsed it (hash tables or plists)."
  (let ((value object))
    (dolist (key path)
      (setq value (and (or (hash-table-p value) (and value (listp value))) (lsp-get value key))))
    value))

(defun kbl-object-p (value)
  "Whether VALUE is a JSON object as lsp-mode parses one (hash table or plist)."
  (or (hash-table-p value) (and (consp value) (keywordp (car value)))))

(defun kbl-position (line character)
  "The buffer position of LSP LINE and CHARACTER (ASCII text)."
  (save-excursion
    (goto-char (point-min))
    (forward-line line)
    (+ (point) character)))

;; Every publishDiagnostics lsp-mode handles, newest first: (uri version count).
(defvar kbl-publications nil)
(advice-add 'lsp--on-diagnostics :before
            (lambda (_workspace params)
              (push (list (kbl-get params :uri) (kbl-get params :version) (length (kbl-get params :diagnostics)))
                    kbl-publications)))

;; What lsp-mode complains of: unknown notifications and requests from the server
;; (lsp-warn), and errors (lsp--error: a shutdown that timed out, an edit it could not apply).
(defvar kbl-complaints nil)
(dolist (fn '(lsp-warn lsp--error))
  (advice-add fn :before (lambda (format &rest args) (push (apply #'format-message format args) kbl-complaints))))

(defun kbl-save (prefix file)
  "Appends the buffers whose names start with PREFIX to FILE in the scratch directory."
  (let ((target (expand-file-name file default-directory)))
    (dolist (buffer (buffer-list))
      (when (string-prefix-p prefix (buffer-name buffer))
        (with-current-buffer buffer
          (write-region (point-min) (point-max) target t 'silent))))))

(defun kbl-open (file)
  "Visits FILE, which starts lsp-mode there (the recipe's mode hooks); the buffer."
  (find-file (expand-file-name file default-directory))
  (current-buffer))

(defun kbl-storyboard-checks (workspace)
  "A storyboard beside the specs: in storyboard-mode (nxml-mode kept), in WORKSPACE; its
diagnostics are kb-lsp lint's, its hover on a text field's start tag names the field and
gives its frames. An XML file next to it is left alone."
  (with-current-buffer (kbl-open "other.xml")
    (kbl-report (and (eq major-mode 'nxml-mode) (null (lsp-workspaces)))
                "other.xml is in nxml-mode, without lsp-mode" (list major-mode (lsp-workspaces))))
  (with-current-buffer (kbl-open "sign-in.storyboard")
    (kbl-report (and (eq major-mode 'storyboard-mode) (derived-mode-p 'nxml-mode))
                "sign-in.storyboard is in storyboard-mode, derived from nxml-mode" major-mode)
    (kbl-report (equal (lsp-workspaces) (list workspace)) "the specs' workspace holds the storyboard too"
                (lsp-workspaces))
    (let ((expected (kbl-lint-expected buffer-file-name))
          (held (lambda ()
                  (sort (mapcar (lambda (d)
                                  (let ((start (kbl-get d :range :start)))
                                    (format "%s %d:%d" (kbl-get d :code)
                                            (1+ (kbl-get start :line)) (1+ (kbl-get start :character)))))
                                (lsp--get-buffer-diagnostics))
                        #'string<))))
      (kbl-report (= (length expected) 2) "kb-lsp lint finds two diagnostics in sign-in.storyboard" expected)
      (kbl-report (kbl-wait-for (lambda () (equal (funcall held) expected)) 20)
                  "the storyboard's diagnostics in lsp-mode are kb-lsp lint's (codes, lines, columns)"
                  (list (funcall held) expected)))
    (goto-char (kbl-position 39 30))
    (let* ((hover (lsp-request "textDocument/hover" (lsp--text-document-position-params)))
           (contents (kbl-get hover :contents))
           (shown (and contents (substring-no-properties (lsp--render-on-hover-content contents t)))))
      (kbl-report (kbl-shows-email-frame-p shown)
                  "hover on <textField, as lsp-mode renders it, names emailField and gives its landscape frame"
                  (list (and contents (kbl-get contents :value)) shown)))))

(defun kbl-text-document ()
  (list :textDocument (lsp--text-document-identifier)))

(let* ((spec (kbl-open "spec.kbl"))
       (workspace (kbl-wait-for (lambda ()
                                  (with-current-buffer spec
                                    (let ((ws (car (lsp-workspaces))))
                                      (and ws (eq (lsp--workspace-status ws) 'initialized) ws))))
                                20))
       (client (and workspace (lsp--workspace-client workspace)))
       (declared (and client (lsp--client-capabilities (lsp--client-custom-capabilities client))))
       (caps (and workspace (lsp--workspace-server-capabilities workspace)))
       (uri (lsp--buffer-uri)))
  (kbl-report workspace "lsp-mode starts kb-lsp and the workspace is initialized"
              (and (lsp-workspaces) (lsp--workspace-status (car (lsp-workspaces)))))
  (when workspace
    ;; 2. Diagnostics, through flymake as lsp-mode sets it up.
    (kbl-report (kbl-wait-for (lambda () (= (length (flymake-diagnostics)) 2)) 20)
                "the two KB001 of spec.kbl arrive as flymake diagnostics"
                (mapcar #'flymake-diagnostic-text (flymake-diagnostics)))
    ;; lsp-mode's flymake backend shows the message alone; the code stays in what it holds.
    (let ((held (lsp--get-buffer-diagnostics)))
      (kbl-report (and (= (length held) 2)
                       (cl-every (lambda (d) (and (equal (kbl-get d :code) "KB001")
                                                  (string-match-p "field 'email' is covered by the keyboard" (kbl-get d :message))))
                                 held)
                       (cl-every (lambda (d) (string-match-p "field 'email' is covered by the keyboard"
                                                             (flymake-diagnostic-text d)))
                                 (flymake-diagnostics)))
                  "each is a KB001 naming the field 'email'"
                  (list (mapcar (lambda (d) (list (kbl-get d :code) (kbl-get d :message))) held)
                        (mapcar #'flymake-diagnostic-text (flymake-diagnostics))))
      (kbl-report (equal (sort (mapcar (lambda (d) (and (string-match " in \\([a-z]+\\):" (kbl-get d :message))
                                                        (match-string 1 (kbl-get d :message))))
                                       held)
                               #'string<)
                         '("landscape" "portrait"))
                  "one in portrait and one in landscape" (mapcar (lambda (d) (kbl-get d :message)) held)))
    ;; 3. Hover at the field's name, in the format lsp-mode announced.
    (goto-char (kbl-position 1 9))
    (let* ((hover (lsp-request "textDocument/hover" (lsp--text-document-position-params)))
           (contents (kbl-get hover :contents))
           (value (and contents (kbl-get contents :value)))
           (formats (kbl-declared declared 'textDocument 'hover 'contentFormat))
           (markdown (seq-contains-p (or formats []) "markdown")))
      (kbl-report (equal (kbl-get contents :kind) (if markdown "markdown" "plaintext"))
                  (format "hover is %s, as lsp-mode announced %S" (if markdown "Markdown" "plain text") formats)
                  (list (kbl-get contents :kind) value))
      ;; As lsp-mode shows it: Markdown rendered by markdown-mode, marks gone.
      (let ((shown (and contents (substring-no-properties (lsp--render-on-hover-content contents t)))))
        (kbl-report (and (stringp shown) (string-match-p "field email in screen SignIn" shown))
                    "hover, as lsp-mode renders it, names the field email in screen SignIn" (list value shown))))
    ;; 4. Capabilities that need the client's word.
    (kbl-report (if (kbl-declared declared 'textDocument 'rename 'prepareSupport)
                    (kbl-object-p (kbl-get caps :renameProvider))
                  (eq (kbl-get caps :renameProvider) t))
                (format "renameProvider is %s, as prepareSupport is %S"
                        (if (kbl-declared declared 'textDocument 'rename 'prepareSupport) "RenameOptions" "true")
                        (kbl-declared declared 'textDocument 'rename 'prepareSupport))
                (kbl-get caps :renameProvider))
    (kbl-report (if (kbl-declared declared 'textDocument 'codeAction 'codeActionLiteralSupport)
                    (kbl-get caps :codeActionProvider)
                  (not (kbl-get caps :codeActionProvider)))
                "codeActionProvider only with codeActionLiteralSupport" (kbl-get caps :codeActionProvider))
    (kbl-report (eq (not (kbl-get caps :semanticTokensProvider))
                    (not (kbl-declared declared 'textDocument 'semanticTokens)))
                (format "semanticTokensProvider only when announced (lsp-mode %s)"
                        (if (kbl-declared declared 'textDocument 'semanticTokens) "announced them" "did not"))
                (kbl-get caps :semanticTokensProvider))
    (kbl-report (and (kbl-get caps :completionProvider) (lsp-feature? "textDocument/completion"))
                "completionProvider is there" (kbl-get caps :completionProvider))
    ;; 8. Document symbols.
    (let* ((symbols (lsp-request "textDocument/documentSymbol" (kbl-text-document)))
           (screen (seq-find (lambda (s) (equal (kbl-get s :name) "SignIn")) symbols))
           (children (and screen (kbl-get screen :children))))
      (kbl-report (and screen (seq-find (lambda (s) (equal (kbl-get s :name) "email")) children))
                  "document symbols hold the screen SignIn and its field email"
                  (mapcar (lambda (s) (list (kbl-get s :name) (mapcar (lambda (c) (kbl-get c :name)) (kbl-get s :children))))
                          symbols)))
    ;; 6. A code action at the field, with the diagnostics lsp-mode holds for its line.
    (goto-char (kbl-position 1 9))
    (let* ((line-diagnostics (lsp-cur-line-diagnostics))
           (actions (lsp-code-actions-at-point))
           (action (seq-find (lambda (a) (kbl-get a :edit)) actions))
           (before (buffer-string)))
      (kbl-report (and (= (length line-diagnostics) 2) action)
                  "lsp-code-actions-at-point, with the line's two diagnostics, gives an action with an edit"
                  (list (length line-diagnostics) actions))
      (when action
        (let ((old-version lsp--cur-version)
              (published (length kbl-publications)))
          (lsp-execute-code-action action)
          (kbl-report (and (not (equal (buffer-string) before)) (> lsp--cur-version old-version))
                      (format "lsp-execute-code-action applies %S" (kbl-get action :title))
                      (list old-version lsp--cur-version (buffer-string)))
          ;; lsp-mode announced versionSupport: the fresh publication carries the version.
          (kbl-report (kbl-wait-for (lambda ()
                                      (cl-some (lambda (p) (and (equal (nth 0 p) uri) (equal (nth 1 p) lsp--cur-version)))
                                               (butlast kbl-publications published)))
                                    20)
                      (format "diagnostics are published afresh for version %d" lsp--cur-version)
                      (butlast kbl-publications published)))))
    ;; 5. Completion on an empty line of a screen.
    (with-current-buffer (kbl-open "complete.kbl")
      (goto-char (kbl-position 2 0))
      (let* ((result (lsp-request "textDocument/completion" (lsp--text-document-position-params)))
             (items (if (vectorp result) result (kbl-get result :items)))
             (snippets (kbl-declared declared 'textDocument 'completion 'completionItem 'snippetSupport)))
        (kbl-report (seq-find (lambda (i) (equal (kbl-get i :label) "field")) items)
                    "completion on an empty line of the screen gives items, field among them"
                    (mapcar (lambda (i) (kbl-get i :label)) items))
        (kbl-report (or snippets (cl-notany (lambda (i) (equal (kbl-get i :insertTextFormat) 2)) items))
                    (format "no snippet items, as lsp-mode declared snippetSupport %S"
                            (alist-get 'snippetSupport (alist-get 'completionItem (alist-get 'completion (alist-get 'textDocument declared)))))
                    (seq-filter (lambda (i) (equal (kbl-get i :insertTextFormat) 2)) items))))
    ;; 7. Formatting a badly laid out spec with lsp-format-buffer.
    (with-current-buffer (kbl-open "messy.kbl")
      (let ((expected (with-temp-buffer
                        (insert-file-contents (expand-file-name "messy.kbl" default-directory))
                        (call-process-region (point-min) (point-max) (getenv "KB_LSP") t t nil "format" "-")
                        (buffer-string))))
        (lsp-format-buffer)
        (kbl-report (equal (buffer-string) expected) "lsp-format-buffer gives what kb-lsp format - gives"
                    (list (buffer-string) expected))))
    ;; 10. A storyboard.
    (kbl-storyboard-checks workspace)
    ;; Before shutdown, which the next check judges (lsp-mode's timers may still try to
    ;; send after exit).
    (kbl-report (null kbl-complaints) "lsp-mode reported no unknown message and no error" (reverse kbl-complaints))
    ;; kb-lsp's standard error, for KBL_KEEP=1 runs (lsp-mode drops it once the server
    ;; exits with status 0).
    (kbl-save "*kb-lsp" "kb-lsp-stderr.log")
    ;; 9. Shutdown and exit. lsp-mode sends shutdown (waiting half a second for the answer)
    ;; and exit, then lsp--uninitialize-workspace kills the process at once if it is still
    ;; there; so that the test sees whether kb-lsp leaves by itself, that waits for it first
    ;; (10 s at most). (An advice on a Lisp function: one on kill-process, a primitive,
    ;; would have Emacs 28 compile a native trampoline.)
    (let* ((proc (lsp--workspace-proc workspace))
           (killed nil)
           (shutdown 'unanswered)
           (record (lambda (request method &rest args)
                     (let ((result (apply request method args)))
                       (when (equal method "shutdown") (setq shutdown result))
                       result)))
           (wait (lambda (&rest _)
                   (when (and (eq lsp--cur-workspace workspace) (process-live-p proc)
                              (not (kbl-wait-for (lambda () (not (process-live-p proc))) 10)))
                     (setq killed t)))))
      (advice-add 'lsp-request :around record)
      (advice-add 'lsp--uninitialize-workspace :before wait)
      (unwind-protect (lsp-workspace-shutdown workspace)
        (advice-remove 'lsp--uninitialize-workspace wait)
        (advice-remove 'lsp-request record))
      (kbl-report (null shutdown) "lsp-workspace-shutdown: shutdown is answered with null" shutdown)
      (kbl-report (and (not killed) (kbl-wait-for (lambda () (not (process-live-p proc))) 10)
                       (eq (process-status proc) 'exit) (= (process-exit-status proc) 0))
                  "kb-lsp exits by itself after exit, with status 0, within 10 s"
                  (list (if killed "lsp-mode had to kill it" "not killed") (process-status proc) (process-exit-status proc)))))
  ;; The traffic, for KBL_KEEP=1 runs: lsp-io.log beside the specs.
  (kbl-save "*lsp-log" "lsp-io.log"))
(princ "done\n")
