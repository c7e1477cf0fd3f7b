"""Read the Past (p. 56), the high elf's talent: a memory that keeps everything, so a lore bid
brings back exactly what the bidder once saw or heard.

The game keeps what the guild was told (``heard``, on the table, so a save holds it): each
lore answer, each trait of a creature learned, each rumour heard below or in the City. A high
elf bids lore to recall one of them word for word (``recall``): the latest one, the Nth as
``listing`` numbers them, or the latest that holds the words asked for. Read the Past's other
half, bidding on a creature met before, is ``worm.engine.lore_questions.grounds``.
"""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine import lore_bids, training
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.rules import lore_bids as lore_rules

TALENT = "read_the_past"
PAGE = 56


def hear(game: Table, text: str) -> None:
    """Keep ``text`` among what the guild was told (told again, it is kept once)."""
    said = text.strip()
    if said and said not in game.heard:
        game.heard = (*game.heard, said)


def listing(heard: tuple[str, ...]) -> str:
    """What the guild was told, numbered oldest first, as ``recall`` takes a number."""
    if not heard:
        return "The guild has been told nothing yet that a memory could keep."
    return "\n".join(f"{n:>3}. {text}" for n, text in enumerate(heard, 1))


def pick(heard: tuple[str, ...], words: str | None) -> str:
    """The one thing told that ``words`` asks for: the latest, the Nth, or the latest holding
    every word asked; refused when nothing told fits."""
    if not heard:
        raise IllegalCommand("the guild has been told nothing yet to recall (Read the Past, p. 56)")
    asked = (words or "").strip()
    if not asked:
        return heard[-1]
    if asked.isascii() and asked.isdigit():
        n = int(asked)
        if not 1 <= n <= len(heard):
            many = "thing" if len(heard) == 1 else "things"
            raise IllegalCommand(f"recall which? the guild has been told {len(heard)} {many}")
        return heard[n - 1]
    needed = asked.lower().split()
    for text in reversed(heard):
        if all(word in text.lower() for word in needed):
            return text
    raise IllegalCommand(f"nothing the guild was told speaks of {asked!r}: 'heard' lists it all")


def recall(game: Table, who: str, words: str | None) -> None:
    """``who`` bids lore to recall one thing told exactly (p. 56): the bid is checked off, the
    words come back as they were said."""
    a = training.user(game, who, TALENT, PAGE)
    text = pick(game.heard, words)
    if lore_rules.means(a) is None:
        raise IllegalCommand(f"{a.name} has no lore bid left until the next Camp (p. 32)")
    training.use(game, a.id, TALENT)
    lore_bids.pay(game, a.id)
    game.ruling(f"p. {PAGE}", f"{a.name} bids lore and remembers it exactly (Read the Past)")
    game.log.emit(ev.Narration, text=f"{a.name} recalls, word for word: {text}")
