"""Keys through XTest from this process, for checks that time them: a key goes down or up and
the X server has processed it when the call returns, so its instant is known to the
microsecond (`xdotool keydown`, the same request, takes 20–40 ms to start on a loaded
machine).

Standard library only; needs libX11 and libXtst (xdotool's own dependencies).
"""

import ctypes
import time


class XTest:
    """Our own connection to display `number`, for XTest's fake key events."""

    def __init__(self, number):
        self.x11 = ctypes.CDLL("libX11.so.6")
        self.xtst = ctypes.CDLL("libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self.x11.XStringToKeysym.restype = ctypes.c_ulong
        self.x11.XStringToKeysym.argtypes = [ctypes.c_char_p]
        self.x11.XKeysymToKeycode.restype = ctypes.c_ubyte
        self.x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        self.x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self.xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.connection = self.x11.XOpenDisplay(f":{number}".encode())
        if not self.connection:
            raise RuntimeError(f"cannot open display :{number}")

    def key(self, name, down):
        """The key `name` (a keysym: Down, Return, Control_L) down or up, processed by the
        server on return; the monotonic time just before the request."""
        code = self.x11.XKeysymToKeycode(self.connection, self.x11.XStringToKeysym(name.encode()))
        if not code:
            raise ValueError(f"no key for the keysym {name!r}")
        sent = time.monotonic()
        self.xtst.XTestFakeKeyEvent(self.connection, code, 1 if down else 0, 0)
        self.x11.XSync(self.connection, 0)
        return sent

    def close(self):
        if self.connection:
            self.x11.XCloseDisplay(self.connection)
            self.connection = None
