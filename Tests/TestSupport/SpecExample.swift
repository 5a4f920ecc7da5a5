/// A small complete spec (a sign-in screen on a device of its own): the tests of several
/// modules start from it.
public let specExample = """
# Sign-in screen: fields near the bottom, content shifted by constraint outlets
device tall-phone {
  size 390 844            # portrait width, height
  keyboard 291 209        # keyboard height: portrait, landscape
  status-bar 47 0         # status bar height: portrait, landscape
}

screen SignIn {
  device tall-phone
  navigation-bar 44 32    # portrait, landscape
  accessory 44            # input accessory toolbar (a "Done" bar) above the keyboard
  avoid shift padding 8

  view form outlets {
    label title "Welcome back" top 24 height 34
    field email "Email" below title 16 height 44
    field password "Password" below email 8 height 44
    button signIn "Sign in" below password 24 height 50
    textarea note "Note" bottom 20 height 120
  }
}
"""
