@preconcurrency import CNcurses
import PushPeekCore
