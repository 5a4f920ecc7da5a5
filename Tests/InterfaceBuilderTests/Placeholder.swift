// InterfaceBuilder tests: being written (issue 25).
