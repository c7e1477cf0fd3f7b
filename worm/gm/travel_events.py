"""Policy (pp. 91, 178): a travel event that leaves the guild one way to act.

The GM asks what the guild does when there is something to decide; a list of one is no
question. worm reads a travel event with a single way to act so:

- a hazard (the falling stone, the gust on the ledge, the wave) leaves no choice: the one way
  to meet it is played at once, by whoever is best at it, and the log says so with a p. 178
  ruling — no dialog asks "choose: 1";
- anything else with one way to act (a thief to run after, a purse to fish for) is the
  guild's to take up or not: "let it be" is offered beside it, and it asks.

A way that wins back what the event took (a purse run after) wins back what was really taken,
and is not offered when nothing was: the one robbed had no gold, or the guild, moving
carefully, was never robbed (``recovering``).

And an event's ways do what their words say (``as_told``): a way in the dark puts the lights
out, and overcoming an event that Rooted someone frees them.
"""

from __future__ import annotations

from worm.content.interaction import (
    Cure,
    Douse,
    GainGold,
    Interaction,
    LoseGold,
    Nothing,
    Outcome,
    SetFlag,
    Suffer,
)

LET_BE = Interaction(verb="let it be", on_success=(Nothing(effect="nothing"),))
"""The second answer to an event the guild may leave alone."""


def forced(kind: str) -> bool:
    """Whether an event of ``kind`` with one way to act leaves the guild no choice."""
    return kind == "hazard"


def no_choice(title: str, verb: str) -> str:
    """The ruling's words for a hazard met the only way there is."""
    return f"{title}: no choice here but to {verb}"


LIGHTS_OUT = "lights_out"
"""The level flag a way through in the dark sets (the hissing caps)."""


def as_told(
    effects: tuple[Outcome, ...], choices: tuple[Interaction, ...]
) -> tuple[Interaction, ...]:
    """An event's ways to act, doing what their words say (seed-1 play-through):

    - a way whose cost is the flag ``lights_out`` ("put out every light and go on in the dark")
      puts out every light the guild holds first (p. 95);
    - a way that is tested frees, on success, whoever the event itself Rooted (p. 13): the
      smooth sand's haul ends with them come free, not still stuck.
    """
    rooted = tuple(
        Cure(effect="cure", id=o.id, who=o.who)
        for o in effects
        if isinstance(o, Suffer) and o.id == "root"
    )
    told = []
    for choice in choices:
        update: dict[str, tuple[Outcome, ...]] = {}
        if any(isinstance(c, SetFlag) and c.id == LIGHTS_OUT for c in choice.costs) and not any(
            isinstance(c, Douse) for c in choice.costs
        ):
            update["costs"] = (Douse(effect="douse", who="guild"), *choice.costs)
        if rooted and choice.approach is not None:
            update["on_success"] = (*choice.on_success, *rooted)
        told.append(choice.model_copy(update=update) if update else choice)
    return tuple(told)


def recovering(
    effects: tuple[Outcome, ...], choices: tuple[Interaction, ...], lost: int
) -> tuple[Interaction, ...]:
    """An event that takes gold (``effects`` hold a loss): each way whose success finds gold
    finds at most the ``lost`` gold really taken, and with none taken it is not a way at all
    (the rat fled with an empty purse, or never reached one)."""
    if not any(isinstance(o, LoseGold) for o in effects):
        return choices
    kept = []
    for choice in choices:
        if not any(isinstance(o, GainGold) for o in choice.on_success):
            kept.append(choice)
        elif lost > 0:
            back = tuple(
                o.model_copy(update={"count": min(o.count, lost)}) if isinstance(o, GainGold) else o
                for o in choice.on_success
            )
            kept.append(choice.model_copy(update={"on_success": back}))
    return tuple(kept)
