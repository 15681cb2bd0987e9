"""The states `scripts/gallery.py` photographs, and how the app is brought to each in a real
terminal (`x_terminal.Terminal`): keys and a pointer drag, the trace's events waited for, and
the screen and the app left to settle before a picture.

Standard library only.
"""

import os
import time


# The states, in the order a run goes through them. Each function finds the app as `prepare`
# left it for it (the Sheets tab's list, unless `EXPECTS` says otherwise), brings it to its
# state, photographs it with `shot()`, and says where it leaves the app in `LEAVES`.

def since(t):
    return len(t.events())


def app_process(t):
    """The process id of the app in terminal `t` (the one given `t`'s trace), or None."""
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as file:
                argv = file.read().split(b"\0")
        except OSError:
            continue
        if t.trace.encode() in argv and b"--trace" in argv:
            return pid
    return None


def cpu_time(pid):
    """The clock ticks process `pid` has run for (user and system), or None once it has gone."""
    try:
        with open(f"/proc/{pid}/stat") as file:
            fields = file.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])
    except (OSError, IndexError, ValueError):
        return None


def stable(t):
    """The window's pixels once three looks 150 ms apart agree and the app has used no CPU
    time between the last two: a debug build on a busy machine may take over a second over a
    frame (the Shapes tab's first, a zoomed photo's at rest), during which the screen agrees
    with itself. At most the terminal's timeout; an animation that never stops is taken as
    it is then."""
    pid = app_process(t)
    looks, ticks = [t._grab()], [cpu_time(pid) if pid else None]
    deadline = time.monotonic() + t.timeout
    while time.monotonic() < deadline and (len(looks) < 3 or len(set(looks[-3:])) > 1 or ticks[-1] != ticks[-2]):
        time.sleep(0.15)
        looks.append(t._grab())
        ticks.append(cpu_time(pid) if pid else None)
    return looks[-1]


def repainted(t):
    """The window's pixels once the terminal has painted it afresh from what it holds, all of
    it in its own order, after the screen has settled. Without this, a cell's pixels may
    depend on when its neighbours were drawn (xterm leaves a pixel-wide sliver of a block
    glyph at a cell's edge, which a neighbour drawn later covers and one drawn earlier does
    not), so the same screen reached by another sequence of frames would give another picture.
    (Not xterm's `redraw()` bound to a key: a key pressed mid-drag spoilt the drag, and its
    pictures differed more.)"""
    stable(t)
    window = t.window[0]
    t.xdotool("windowunmap", "--sync", window)
    t.xdotool("windowmap", "--sync", window)
    return stable(t)


def press(t, *keys):
    """`keys` pressed, once the screen has changed for them and then stopped changing (a key
    that changes nothing is a failure: the state is not what it should be)."""
    before = t._grab()
    t.key(*keys)
    t.wait_for(f"the screen to change for {' '.join(keys)}", lambda: t._grab() != before)
    stable(t)


def wait_presented(t, mark, what):
    t.wait_event("presentationDidEnd", lambda e: e.get("completed"), what=what, since=mark)


def wait_dismissed(t, mark, what):
    t.wait_event("dismissalDidEnd", lambda e: e.get("completed"), what=what, since=mark)


def open_story(t):
    mark = since(t)
    t.key("Return")
    wait_presented(t, mark, "the story's sheet to open")
    stable(t)


def close_presented(t, what="the sheet to close"):
    mark = since(t)
    t.key("Escape")
    wait_dismissed(t, mark, what)
    stable(t)


def toggled(key):
    """A state that a key shows and the same key takes away again."""
    def state(t, shot):
        press(t, key)
        shot()
        press(t, key)
    return state


def sheets(t, shot):
    shot()


def search(t, shot):
    press(t, "slash")
    press(t, "t", "a")
    shot()
    press(t, "Escape")


def sheet(t, shot):
    open_story(t)
    shot()


def scene(t, shot):
    """A scene's page pushed in the sheet (Tab picks the next scene, the second; Enter pushes
    it), then popped with ←."""
    press(t, "Tab")
    mark = since(t)
    t.key("Return")
    t.wait_event("navigationPush", lambda e: e.get("completed"), what="the scene's page", since=mark)
    shot()
    mark = since(t)
    t.key("Left")
    t.wait_event("navigationPop", lambda e: e.get("completed"), what="the page to pop", since=mark)
    stable(t)


def drag(t, shot):
    """Half way through a drag that dismisses the sheet: pressed on its title row (its top
    border is at half the height), moved down a quarter of the screen, photographed, then on
    to the last row and let go."""
    x, top = t.cell(t.columns // 2, t.rows // 2 + 1)
    _, middle = t.cell(t.columns // 2, t.rows // 2 + 1 + t.rows // 4)
    _, bottom = t.cell(t.columns // 2, t.rows - 1)
    t.move(x, top)
    time.sleep(0.05)
    mark = since(t)
    t.press()
    steps = 8
    for i in range(1, steps + 1):
        time.sleep(0.03)
        t.move(x, top + (middle - top) * i // steps)
    t.wait_event("interactionUpdate", what="the drag to move the sheet", since=mark)
    # Not repainted: the window unmapped mid-drag loses the focus, and the app cancels the drag.
    shot(repaint=False)
    for i in range(1, steps + 1):
        time.sleep(0.03)
        t.move(x, middle + (bottom - middle) * i // steps)
    time.sleep(0.05)
    t.release()
    wait_dismissed(t, mark, "the drag to dismiss the sheet")
    t.move(*t.cell(t.columns // 2, t.rows // 2))
    stable(t)


def styled(presses, restore):
    """A story presented in the style `s` reaches after `presses` presses; `restore` more
    bring the sheet back."""
    def state(t, shot):
        # (Not `press`: the style need not show anywhere until a story is presented in it.)
        t.key(*["s"] * presses)
        open_story(t)
        shot()
        close_presented(t)
        t.key(*["s"] * restore)
        stable(t)
    return state


def show_tab(t, name):
    """The tab `name` selected, once it has appeared and been drawn (the Shapes tab's first
    frame takes a debug build over a second)."""
    before, mark = t._grab(), since(t)
    t.key(TABS[name])
    t.wait_event("viewDidAppear", lambda e: e.get("screen") == name, what=f"the {name} tab", since=mark)
    t.wait_for(f"the {name} tab to be drawn", lambda: t._grab() != before)
    stable(t)


def tab(name):
    def state(t, shot):
        show_tab(t, name)
        shot()
    return state


def presented(what):
    """Enter on the tab in view presents `what`; Esc takes it away."""
    def state(t, shot):
        mark = since(t)
        t.key("Return")
        wait_presented(t, mark, what)
        shot()
        close_presented(t, f"{what} to close")
    return state


def swipe_open(t, shot):
    """The selected story's trailing actions open (←), then closed again (Esc)."""
    mark = since(t)
    t.key("Left")
    t.wait_event("swipeActions", lambda e: e.get("state") == "opened", what="the story's actions to open", since=mark)
    shot()
    mark = since(t)
    t.key("Escape")
    t.wait_event("swipeActions", lambda e: e.get("state") == "closed", what="the story's actions to close", since=mark)
    stable(t)


def refreshing(t, shot):
    """Refreshing (Ctrl-R): photographed a moment after it began, while the spinner turns (the
    demo's fetch takes a second, so the picture is taken without waiting for the screen to
    settle), then left to end with a new story at the top."""
    mark = since(t)
    t.key("ctrl+r")
    t.wait_event("refresh", lambda e: e.get("state") == "began", what="the refresh to begin", since=mark)
    time.sleep(0.35)
    shot(settle=False)
    t.wait_event("refresh", lambda e: e.get("state") == "ended", what="the refresh to end", since=mark)
    stable(t)


def lifted(t, shot):
    """The selected story lifted (Space) and moved down a row (↓), then put back (Esc)."""
    press(t, "space")
    press(t, "Down")
    shot()
    press(t, "Escape")


# (name, caption, function): the name is the picture's, MODE-SIZE-NAME.png.
STATES = [
    ("sheets", "Sheets: the story list", sheets),
    ("help", "Help (`?`) over the list", toggled("question")),
    ("search", "Search (`/`, typed `ta`)", search),
    ("sheet", "A story's sheet (Enter)", sheet),
    ("sheet-help", "Help over the sheet", toggled("question")),
    ("inspector", "The inspector (`i`) over the sheet", toggled("i")),
    ("scene", "A scene's page pushed in the sheet (Tab picks the second scene, Enter)", scene),
    ("drag", "Mid-drag: the sheet pulled down a quarter of the screen", drag),
    ("card", "The card style (`s` twice, Enter)", styled(2, 3)),
    ("sidebar", "The sidebar style (`s` three times, Enter)", styled(3, 2)),
    # Last on the Sheets tab: the refresh adds a story, which the states before it would show.
    ("swipe", "A story's trailing actions open (←)", swipe_open),
    ("lifted", "A story lifted (Space) and moved down a row (↓)", lifted),
    ("refreshing", "Refreshing (Ctrl-R), the spinner turning", refreshing),
    ("paging", "Paging (tab 2)", tab("paging")),
    ("shapes", "Shapes (tab 3)", tab("shapes")),
    ("photos", "Photos (tab 4)", tab("photos")),
    ("photo", "A photo zoomed (Enter)", presented("the photo's zoom")),
    ("modals", "Modals (tab 5)", tab("modals")),
    ("alert", "An alert (Enter on its row)", presented("the alert")),
]
# What a state expects before it (the tab in view, None for any; whether a story's sheet is
# open), and what it leaves (the tab, the sheet): how a run that starts part way, or a
# choice of states, brings the app to each.
TABS = {"sheets": "1", "paging": "2", "shapes": "3", "photos": "4", "modals": "5"}
EXPECTS = {"sheet-help": ("sheets", True), "inspector": ("sheets", True), "scene": ("sheets", True),
           "drag": ("sheets", True), "paging": (None, False), "shapes": (None, False), "photos": (None, False),
           "modals": (None, False), "photo": ("photos", False), "alert": ("modals", False)}
LEAVES = {"sheet": ("sheets", True), "paging": ("paging", False), "shapes": ("shapes", False),
          "photos": ("photos", False), "modals": ("modals", False)}


def prepare(t, name, where):
    """The app brought from `where` (tab, sheet open) to what state `name` expects; where it is
    after the state."""
    tab, open_ = EXPECTS.get(name, ("sheets", False))
    if where[1] and not open_:
        close_presented(t)
    if tab and tab != where[0]:
        show_tab(t, tab)
    if open_ and not where[1]:
        open_story(t)
    return LEAVES.get(name, (tab or where[0], open_ if name != "drag" else False))
