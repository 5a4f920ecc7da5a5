// The constraint solver: being written (issue 25).
