"""Interface Builder documents for the tests of test_interface_builder*.py, written the way
Xcode writes them (one start tag per line, ids like `Abc-12-xyz`), small enough to reason
about: a screen is a root view (375 x 667, retina4_7, the iPhone SE, unless said) whose
subviews are pinned to the safe area by vertical constraints. Positions quoted in the
docstrings are on the iPhone SE: safe area [20, 667] in portrait, [0, 375] in landscape,
the keyboard's top at 407 in portrait (260 tall) and 175 in landscape (200 tall).

`where_is(text, id)` finds the line and column kb-lsp reports for the element with an id:
the line of its start tag and the column of its tag name (1-based)."""

from __future__ import annotations

STORYBOARD = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
XIB = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
FIELD_ATTRIBUTES = ('opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" '
                    'borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17"')


def document(body: str, *, kind: str = STORYBOARD, device: str | None = "retina4_7", tools: str = "22505",
             runtime: str = "iOS.CocoaTouch", extra: str = "") -> str:
    """A whole document: the XML declaration, `<document>`, its device and dependencies,
    then `body` (`<scenes>…</scenes>` or `<objects>…</objects>`)."""
    device_line = f'    <device id="{device}" orientation="portrait" appearance="light"/>\n' if device else ""
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<document type="{kind}" version="3.0" toolsVersion="{tools}" targetRuntime="{runtime}" '
            f'propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"{extra}>\n'
            + device_line +
            '    <dependencies>\n'
            '        <deployment identifier="iOS"/>\n'
            '        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>\n'
            '        <capability name="Safe area layout guides" minToolsVersion="9.0"/>\n'
            '        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>\n'
            '    </dependencies>\n'
            + body +
            '</document>\n')


def storyboard(*scenes: str, **options) -> str:
    return document("    <scenes>\n" + "".join(scenes) + "    </scenes>\n", **options)


def field(id: str, y: float, height: float = 34, *, tag: str = "textField", attributes: str = "") -> str:
    """A text field (or another tag) placed by constraints, with its saved frame."""
    extra = FIELD_ATTRIBUTES if tag == "textField" else 'contentMode="scaleToFill"'
    return (f'                            <{tag} {extra} {attributes}translatesAutoresizingMaskIntoConstraints="NO" id="{id}">\n'
            f'                                <rect key="frame" x="24" y="{y}" width="327" height="{height}"/>\n'
            f'                            </{tag}>\n')


def pin_top(id: str, constant: float, guide: str, name: str) -> str:
    """`id.top = safe area.top + constant`."""
    return (f'                            <constraint firstItem="{id}" firstAttribute="top" secondItem="{guide}" '
            f'secondAttribute="top" constant="{constant}" id="{name}"/>\n')


def pin_bottom(id: str, constant: float, guide: str, name: str, *, attribute: str = "bottom") -> str:
    """`safe area.bottom = id.bottom + constant`."""
    return (f'                            <constraint firstItem="{guide}" firstAttribute="{attribute}" secondItem="{id}" '
            f'secondAttribute="bottom" constant="{constant}" id="{name}"/>\n')


def height(id: str, constant: float, name: str) -> str:
    return (f'                            <constraint firstItem="{id}" firstAttribute="height" constant="{constant}" '
            f'id="{name}"/>\n')


def scene(controller: str, root: str, *, subviews: str = "", constraints: str = "", outlets: dict[str, str] | None = None,
          identifier: str | None = None, custom_class: str | None = None, tag: str = "viewController",
          root_tag: str = "view", root_attributes: str = "", guides: str = "", segues: str = "",
          scene_id: str | None = None) -> str:
    """One scene: a controller (tag `tag`) and its root view (`root`, safe area `root-sa`)
    holding `subviews` and `constraints`; `outlets` maps property names to destinations."""
    attributes = f'storyboardIdentifier="{identifier}" ' if identifier else ""
    attributes += f'customClass="{custom_class}" ' if custom_class else ""
    connections = "".join(f'                        <outlet property="{name}" destination="{target}" id="{controller}-o{i}"/>\n'
                          for i, (name, target) in enumerate((outlets or {}).items()))
    return (f'        <scene sceneID="{scene_id or controller + "-s"}">\n'
            '            <objects>\n'
            f'                <{tag} {attributes}id="{controller}" sceneMemberID="viewController">\n'
            f'                    <{root_tag} key="view" contentMode="scaleToFill" {root_attributes}id="{root}">\n'
            '                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>\n'
            '                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>\n'
            + ('                        <subviews>\n' + subviews + '                        </subviews>\n' if subviews else "") +
            f'                        <viewLayoutGuide key="safeArea" id="{root}-sa"/>\n'
            + guides +
            ('                        <constraints>\n' + constraints + '                        </constraints>\n' if constraints else "") +
            f'                    </{root_tag}>\n'
            + ('                    <connections>\n' + connections + segues + '                    </connections>\n'
               if connections or segues else "") +
            f'                </{tag}>\n'
            '            </objects>\n'
            '        </scene>\n')


def sign_in(prefix: str = "Abc", identifier: str = "SignInViewController") -> str:
    """A sign-in screen with no keyboard handling: `email` pinned near the top (40, never
    covered) and `password` whose bottom is 40 above the safe area's bottom (593 in portrait,
    301 in landscape: covered in both)."""
    email, password, root = f"{prefix}-em-001", f"{prefix}-pw-002", f"{prefix}-rt-000"
    guide = root + "-sa"
    return scene(f"{prefix}-vc-000", root, identifier=identifier,
                 subviews=field(email, 40) + field(password, 593),
                 constraints=(pin_top(email, 20, guide, f"{prefix}-c1-001") + height(email, 34, f"{prefix}-c2-002")
                              + pin_bottom(password, 40, guide, f"{prefix}-c3-003") + height(password, 34, f"{prefix}-c4-004")),
                 outlets={"emailField": email, "passwordField": password})


def sign_in_storyboard(**options) -> str:
    return storyboard(sign_in(), **options)


def xib(owner_outlets: dict[str, str], root: str, subviews: str, constraints: str, owner_class: str = "LoginViewController") -> str:
    """A xib whose File's Owner's `view` outlet names `root` (a 375 x 667 screen)."""
    connections = "".join(f'                <outlet property="{name}" destination="{target}" id="xo-{i:02d}-own"/>\n'
                          for i, (name, target) in enumerate({**owner_outlets, "view": root}.items()))
    body = ('    <objects>\n'
            f'        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner" customClass="{owner_class}">\n'
            '            <connections>\n' + connections + '            </connections>\n'
            '        </placeholder>\n'
            '        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>\n'
            f'        <view contentMode="scaleToFill" id="{root}">\n'
            '            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>\n'
            '            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>\n'
            '            <subviews>\n' + subviews + '            </subviews>\n'
            f'            <viewLayoutGuide key="safeArea" id="{root}-sa"/>\n'
            '            <constraints>\n' + constraints + '            </constraints>\n'
            '        </view>\n'
            '    </objects>\n')
    return document(body, kind=XIB)


def login_xib() -> str:
    """A xib with one field covered in both orientations (`codeField`, bottom 40 above the
    safe area's bottom)."""
    root, code = "Xib-rt-000", "Xib-cd-001"
    return xib({"codeField": code}, root, field(code, 593),
               pin_bottom(code, 40, root + "-sa", "Xib-c1-001") + height(code, 34, "Xib-c2-002"))


def where_is(text: str, id: str) -> tuple[int, int]:
    """The 1-based line of the start tag of the element whose id is `id`, and the 1-based
    column of its tag name."""
    for number, line in enumerate(text.split("\n"), start=1):
        if f' id="{id}"' in line:
            return number, line.index("<") + 2
    raise AssertionError(f"no element with id {id!r}")
