;;; kbl-checks.el --- what the Emacs suites (eglot, lsp-mode) share  -*- lexical-binding: t -*-
;;
;; Loaded by Tests/editors/emacs/test.el and Tests/editors/lsp-mode/test.el: one
;; "ok ..." / "not ok ... -- detail" line per check, waiting on events with a deadline
;; instead of sleeping, the recipes of editors/README.md, and what a storyboard must show.

(defun kbl-report (ok what &optional detail)
  (princ (format "%s %s%s\n" (if ok "ok" "not ok") what (if (and detail (not ok)) (format " -- %S" detail) ""))))

(defun kbl-wait-for (predicate seconds)
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (funcall predicate)))

(defun kbl-recipe (marker)
  "Evaluates the Emacs Lisp block that follows MARKER in editors/README.md: the suites set
Emacs up as the recipes there say, not with a copy of them."
  (let ((readme (expand-file-name "../../../editors/README.md"
                                  (file-name-directory (or load-file-name buffer-file-name)))))
    (with-temp-buffer
      (insert-file-contents readme)
      (unless (search-forward marker nil t) (error "No %S in %s" marker readme))
      (search-forward "```elisp\n")
      (let ((start (point)))
        (search-forward "\n```")
        (eval (car (read-from-string (concat "(progn " (buffer-substring start (match-beginning 0)) ")"))) t)))))

(defun kbl-lint-expected (file)
  "What `kb-lsp lint --format json FILE' finds, as sorted \"CODE LINE:COLUMN\" strings."
  (with-temp-buffer
    (call-process (getenv "KB_LSP") nil '(t nil) nil "lint" "--format" "json" file)
    (goto-char (point-min))
    (let* ((report (json-parse-buffer :object-type 'alist :array-type 'list))
           (diagnostics (alist-get 'diagnostics (car (alist-get 'files report)))))
      (sort (mapcar (lambda (d) (format "%s %d:%d" (alist-get 'code d) (alist-get 'line d) (alist-get 'column d)))
                    diagnostics)
            #'string<))))

(defun kbl-position-string (code position)
  "CODE and the 1-based line and column of buffer POSITION, as kbl-lint-expected gives them."
  (save-excursion
    (goto-char position)
    (format "%s %d:%d" code (line-number-at-pos) (1+ (current-column)))))

(defun kbl-shows-email-frame-p (text)
  "Whether a hover TEXT of sign-in.storyboard's email field names it and gives its landscape
frame on the iPhone SE (top 161, height 34), as a table row in Markdown or in plain text."
  (and (stringp text)
       (string-match-p "emailField" text)
       (string-match-p "SignInViewController" text)
       (string-match-p "iphone-se\\W+landscape\\W+161\\W+34\\b" text)))

(provide 'kbl-checks)
