;;; test.el --- eglot, as Emacs ships it, driving kb-lsp headless  -*- lexical-binding: t -*-
;;
;; Run by run.sh: emacs --batch -Q -l test.el, in a scratch directory holding spec.kbl,
;; sign-in.storyboard and other.xml, with KB_LSP naming the server and `kb-lsp' on PATH.
;; Emacs is set up by the recipes of editors/README.md (the modes, then eglot). Prints one
;; "ok ..." or "not ok ..." line per check, then "done". A client nobody on the project
;; wrote: what kb-lsp sends must be what eglot announced it can take (LSP 3.17), whatever
;; eglot's version.

(dolist (dir (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/*"))
  (add-to-list 'load-path dir))
(require 'eglot)
(require 'flymake)
(require 'cl-lib)

(load (expand-file-name "kbl-checks.el" (file-name-directory load-file-name)) nil t)
(kbl-recipe "**The modes.**")
(kbl-recipe "**With eglot**")

(defun kbl-declared (capabilities &rest path)
  "Whether the client's CAPABILITIES hold PATH (keywords), with a value that is not false."
  (let ((value capabilities))
    (dolist (key path)
      (setq value (and (listp value) (plist-get value key))))
    (and value (not (eq value :json-false)) value)))

(defun kbl-storyboard-checks (server)
  "A storyboard beside spec.kbl: in storyboard-mode (nxml-mode kept), managed by SERVER;
its diagnostics are kb-lsp lint's, its hover on a text field's start tag names the field
and gives its frames. An XML file next to it is left alone."
  (with-current-buffer (find-file-noselect (expand-file-name "other.xml" default-directory))
    (run-hooks 'post-command-hook)
    (kbl-report (and (eq major-mode 'nxml-mode) (not (eglot-current-server)))
                "other.xml is in nxml-mode, without eglot" (list major-mode (eglot-current-server))))
  ;; Visited in the window, as flymake starts only in a buffer on display.
  (save-current-buffer
    (find-file (expand-file-name "sign-in.storyboard" default-directory))
    (run-hooks 'post-command-hook)
    (kbl-report (and (eq major-mode 'storyboard-mode) (derived-mode-p 'nxml-mode))
                "sign-in.storyboard is in storyboard-mode, derived from nxml-mode" major-mode)
    (kbl-report (eq (eglot-current-server) server) "the spec's server manages the storyboard too"
                (eglot-current-server))
    (flymake-mode 1)
    (run-hooks 'post-command-hook)
    (let ((expected (kbl-lint-expected buffer-file-name))
          (shown (lambda ()
                   (sort (mapcar (lambda (d)
                                   (kbl-position-string
                                    (and (string-match "KB[0-9]+" (flymake-diagnostic-text d))
                                         (match-string 0 (flymake-diagnostic-text d)))
                                    (flymake-diagnostic-beg d)))
                                 (flymake-diagnostics))
                         #'string<))))
      (kbl-report (= (length expected) 2) "kb-lsp lint finds two diagnostics in sign-in.storyboard" expected)
      (kbl-report (kbl-wait-for (lambda () (equal (funcall shown) expected)) 20)
                  "the storyboard's flymake diagnostics are kb-lsp lint's (codes, lines, columns)"
                  (list (funcall shown) expected)))
    (let* ((hover (jsonrpc-request server :textDocument/hover
                                   (list :textDocument (list :uri (eglot--path-to-uri buffer-file-name))
                                         :position (list :line 39 :character 30))))
           (value (plist-get (plist-get hover :contents) :value)))
      (kbl-report (kbl-shows-email-frame-p value)
                  "hover on <textField names emailField and gives its landscape frame" value))))

(find-file (expand-file-name "spec.kbl" default-directory))
;; eglot-ensure (kbl-mode-hook) connects after the next command.
(run-hooks 'post-command-hook)
(let* ((server (kbl-wait-for #'eglot-current-server 20))
       (client (and server (eglot-client-capabilities server)))
       (caps (and server (eglot--capabilities server)))
       (uri (eglot--path-to-uri buffer-file-name)))
  (kbl-report server "eglot starts kb-lsp and initializes it")
  (when server
    (flymake-mode 1)
    (kbl-report (kbl-wait-for (lambda () (= (length (flymake-diagnostics)) 2)) 20)
                "the two KB001 of spec.kbl arrive as flymake diagnostics"
                (mapcar #'flymake-diagnostic-text (flymake-diagnostics)))
    (kbl-report (cl-every (lambda (d) (string-match-p "KB001.*field 'email' is covered by the keyboard" (flymake-diagnostic-text d)))
                          (flymake-diagnostics))
                "each names its code and the field" (mapcar #'flymake-diagnostic-text (flymake-diagnostics)))
    ;; Hover: Markdown only when eglot lists it (it does when markdown-mode is there).
    (let* ((hover (jsonrpc-request server :textDocument/hover
                                   (list :textDocument (list :uri uri) :position (list :line 1 :character 9))))
           (contents (plist-get hover :contents))
           (value (plist-get contents :value))
           (markdown (seq-contains-p (or (kbl-declared client :textDocument :hover :contentFormat) []) "markdown")))
      (kbl-report (equal (plist-get contents :kind) (if markdown "markdown" "plaintext"))
                  (format "hover is %s, as eglot announced" (if markdown "markdown" "plain text")) contents)
      (kbl-report (and (stringp value) (string-match-p "field email in screen SignIn" value)
                       (string-match-p "^portrait +[0-9]" value))
                  "hover gives the field's table" value)
      (unless markdown
        (kbl-report (and (stringp value) (not (string-match-p "\\*\\*\\|`\\||---" value)))
                    "plain-text hover has no Markdown marks" value)))
    ;; Options only where the client allows them.
    (kbl-report (if (kbl-declared client :textDocument :rename :prepareSupport)
                    (listp (plist-get caps :renameProvider))
                  (eq (plist-get caps :renameProvider) t))
                "renameProvider is RenameOptions only with prepareSupport" (plist-get caps :renameProvider))
    (kbl-report (if (kbl-declared client :textDocument :codeAction :codeActionLiteralSupport)
                    (plist-get caps :codeActionProvider)
                  (not (plist-get caps :codeActionProvider)))
                "code actions only with codeActionLiteralSupport" (plist-get caps :codeActionProvider))
    (kbl-report (eq (not (plist-get caps :semanticTokensProvider))
                    (not (kbl-declared client :textDocument :semanticTokens)))
                "semantic tokens only when announced" (plist-get caps :semanticTokensProvider))
    ;; A code action, as eglot asks for it at the diagnostic.
    (when (plist-get caps :codeActionProvider)
      (let ((actions (jsonrpc-request server :textDocument/codeAction
                                      (list :textDocument (list :uri uri)
                                            :range (list :start (list :line 1 :character 8) :end (list :line 1 :character 13))
                                            :context (list :diagnostics [])))))
        (kbl-report (and (> (length actions) 0)
                         (cl-every (lambda (a) (and (plist-get a :title) (plist-get a :edit))) actions))
                    "code actions are literals with edits" actions)))
    (kbl-storyboard-checks server)
    (kbl-report (null (jsonrpc-request server :shutdown nil)) "shutdown is answered with null")
    (jsonrpc-notify server :exit nil)
    (kbl-report (kbl-wait-for (lambda () (not (process-live-p (jsonrpc--process server)))) 10)
                "kb-lsp exits after exit")))
(princ "done\n")
