"""worm: a solo terminal roguelike of His Majesty the Worm."""

__version__ = "0.1.0"
