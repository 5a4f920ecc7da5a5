;;; test.el --- eglot, as Emacs ships it, driving kb-lsp headless  -*- lexical-binding: t -*-
;;
;; Run by run.sh: emacs --batch -Q -l test.el, in a scratch directory holding spec.kbl,
;; with KB_LSP naming the server. Prints one "ok ..." or "not ok ..." line per check,
;; then "done". A client nobody on the project wrote: what kb-lsp sends must be what
;; eglot announced it can take (LSP 3.17), whatever eglot's version.

(dolist (dir (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/*"))
  (add-to-list 'load-path dir))
(require 'eglot)
(require 'flymake)
(require 'cl-lib)

(define-derived-mode kbl-mode prog-mode "KBL")
(add-to-list 'auto-mode-alist '("\\.kbl\\'" . kbl-mode))

(load (expand-file-name "kbl-checks.el" (file-name-directory load-file-name)) nil t)

(defun kbl-declared (capabilities &rest path)
  "Whether the client's CAPABILITIES hold PATH (keywords), with a value that is not false."
  (let ((value capabilities))
    (dolist (key path)
      (setq value (and (listp value) (plist-get value key))))
    (and value (not (eq value :json-false)) value)))

(find-file (expand-file-name "spec.kbl" default-directory))
;; Emacs 28's eglot takes a list of modes, Emacs 29's a mode or a list.
(eglot '(kbl-mode) (cons 'transient default-directory) 'eglot-lsp-server (list (getenv "KB_LSP")) "kbl")
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
    (kbl-report (null (jsonrpc-request server :shutdown nil)) "shutdown is answered with null")
    (jsonrpc-notify server :exit nil)
    (kbl-report (kbl-wait-for (lambda () (not (process-live-p (jsonrpc--process server)))) 10)
                "kb-lsp exits after exit")))
(princ "done\n")
