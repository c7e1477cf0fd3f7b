"""worm: a solo terminal roguelike of His Majesty the Worm."""

__version__ = "0.2.0"
