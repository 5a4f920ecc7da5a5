// The oracle driver: being written (issue 25).
