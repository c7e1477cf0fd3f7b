"""Policy (pp. 91, 178): a travel event that leaves the guild one way to act.

The GM asks what the guild does when there is something to decide; a list of one is no
question. worm reads a travel event with a single way to act so:

- a hazard (the falling stone, the gust on the ledge, the wave) leaves no choice: the one way
  to meet it is played at once, by whoever is best at it, and the log says so with a p. 178
  ruling — no dialog asks "choose: 1";
- anything else with one way to act (a thief to run after, a purse to fish for) is the
  guild's to take up or not: "let it be" is offered beside it, and it asks.
"""

from __future__ import annotations

from worm.content.interaction import Interaction, Nothing

LET_BE = Interaction(verb="let it be", on_success=(Nothing(effect="nothing"),))
"""The second answer to an event the guild may leave alone."""


def forced(kind: str) -> bool:
    """Whether an event of ``kind`` with one way to act leaves the guild no choice."""
    return kind == "hazard"


def no_choice(title: str, verb: str) -> str:
    """The ruling's words for a hazard met the only way there is."""
    return f"{title}: no choice here but to {verb}"
