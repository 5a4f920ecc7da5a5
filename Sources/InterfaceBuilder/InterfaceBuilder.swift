// Interface Builder documents: being written (issue 25).
