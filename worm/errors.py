"""The one root of every error worm raises on purpose, so the CLI can answer in one line."""


class WormError(Exception):
    """Something the user can act on: bad input, a bad file, a refused command."""


class ContentError(WormError):
    """A content pack entry is missing, malformed or points at nothing (file › entry › field)."""


class SaveError(WormError):
    """A save file cannot be read or written; the file itself is never changed."""


class IllegalCommand(WormError):
    """The book's "No, you can't do that" (p. 5): the command is refused, with its reason."""


class Waiting(IllegalCommand):
    """Refused because the game waits on something else first (a test to push or let stand, a
    choice, creatures met, a fight): each front end adds its own way to answer that."""


class InvariantViolation(WormError):
    """A game invariant broke (a card lost or invented, a negative counter): always a bug."""
