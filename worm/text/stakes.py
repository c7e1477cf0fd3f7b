"""What rides on a failed test of fate waiting to be pushed (p. 9), in words: what is at stake
if the failure stands, and the total the test needed (play-test 19, point 7)."""

from __future__ import annotations

from worm.content import constants
from worm.model.crawl import Pending


def needed(pending: Pending) -> str:
    """The total drawn and the total a success needs (p. 8): "7 in all, 14 needed"."""
    return f"{pending.test.total} in all, {constants.BOOK.success_at} needed"


def at_stake(pending: Pending) -> str:
    """What the failure brings if it stands: the danger as the guild met it (a trap's trigger),
    else what the failure's outcomes say; empty when nothing is told."""
    after = pending.after
    if after is None:
        return ""
    if after.stakes:
        return after.stakes
    told = [o.text for o in after.on_failure if o.text]
    return f"If the failure stands: {' '.join(told)}" if told else ""
