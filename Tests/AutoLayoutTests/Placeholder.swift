// AutoLayout tests: being written (issue 25).
