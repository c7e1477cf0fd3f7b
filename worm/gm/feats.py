"""Which of a room's choices are feats of strength (Colossal, p. 61): the troll "can perform
feats of strength without a test" — a portcullis pulled up, a door smashed, a column pushed
down, some other feat of impressive destruction.

Policy: the GM reads it from the content, not from the words of the choice: a choice marked
``feat = true`` in assets (``worm.content.interaction.Interaction.feat``, one actor's test of
force) is one. What the choice needs in hand it still needs (a crowbar set under the idol): the
talent skips the card, not the gate (p. 5). A choice the whole guild makes together is never
one: the feat is one troll's."""

from __future__ import annotations

from worm.content.interaction import Interaction

PAGE = "p. 61"


def of_strength(interaction: Interaction) -> bool:
    """Whether ``interaction`` is a feat of strength Colossal does with no test (p. 61)."""
    return interaction.feat and interaction.who == "actor" and interaction.approach is not None
