"""How the text game answers what the GM waits on (issue 19, point 3): the engine asks in plain
words — push fate or let it stand, a choice, creatures met, a fight — and the text game adds the
words a player types to answer. The terminal game names its keys instead (``worm.ui``)."""

from __future__ import annotations

from worm.engine.table import Table
from worm.rules import crossed_off, elections

TYPED = {"upkeep": "upkeep WHO TIER [by PAYER]", "go": "go ROOM", "light": "light WHO ITEM"}
"""The words typed for a thing the engine offers, where they are more than its name."""


def with_words(text: str, offers: tuple[str, ...]) -> str:
    """The engine's plain words, then what to type to do what they offer: ``… ('harvest').``"""
    if not offers:
        return text
    typed = ", ".join(f"'{TYPED.get(offer, offer)}'" for offer in offers)
    body, stop = (text[:-1], ".") if text.endswith(".") else (text, "")
    return f"{body} ({typed}){stop}"


def hint(game: Table) -> str | None:
    """The typed words that answer what the game waits on now; None when it waits on nothing."""
    if game.asked is not None:
        name = game.guild.adventurer(game.asked.who).name
        last = len(game.asked.ways)
        if crossed_off.asks(game.asked.ways):
            return f"Type a number from 1 to {last} to say which line {name} crosses off."
        if elections.asks(game.asked.ways):
            talent = game.pack.talents[elections.talent_of(game.asked.ways)].name
            return f"Type 'yes' (or 1) if {name} uses {talent} now, 'no' (or 2) if not."
        return (
            f"Type a number from 1 to {last}, or the way ('injured', 'staggered', 'shield', a "
            f"talent's name), to say how {name} takes the Wound."
        )
    if game.pending is not None:
        held = game.guild.adventurer(game.pending.test.who).inspiration
        inspired = f" ('push inspired' spends {held.name})" if held is not None else ""
        return f"Type 'push' to draw again{inspired}, or 'accept' to let the failure stand."
    if game.phase == "parley":
        return "Type 'talk', 'fight' or 'withdraw'."
    if game.challenge is not None and game.challenge.warner is not None:
        name = game.guild.adventurer(game.challenge.warner).name
        return f"Type 'warn' for {name} to spend 1 Resolve and warn the guild, or 'pass'."
    if game.phase == "challenge":
        return "'status' shows the fight; 'retreat' runs."
    if game.choice is not None and game.phase in ("crawl", "camp"):
        last = len(game.choice.options)
        numbers = {1: "1", 2: "1 or 2"}.get(last, f"a number from 1 to {last}")
        return f"Type {numbers} to answer {game.choice.title} ('look' shows the room)."
    return None
