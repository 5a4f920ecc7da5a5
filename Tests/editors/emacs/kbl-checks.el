;;; kbl-checks.el --- what the Emacs suites (eglot, lsp-mode) share  -*- lexical-binding: t -*-
;;
;; Loaded by Tests/editors/emacs/test.el and Tests/editors/lsp-mode/test.el: one
;; "ok ..." / "not ok ... -- detail" line per check, and waiting on events with a deadline
;; instead of sleeping.

(defun kbl-report (ok what &optional detail)
  (princ (format "%s %s%s\n" (if ok "ok" "not ok") what (if (and detail (not ok)) (format " -- %S" detail) ""))))

(defun kbl-wait-for (predicate seconds)
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (funcall predicate)))

(provide 'kbl-checks)
