"""Policy (p. 160): how the GM brings a level up to date between a City Phase and the next
delve — which cleared rooms the level's creatures move back into, and how a band that lived
through a fight with the guild greets it next time.

The book says only that factions fill their posts again and move into rooms left empty, that
the Underworld keeps changing, and that the GM writes consequences, not new plot. worm reads
that so:

- a room whose band the guild slew to the last is filled again when the same kind of creature
  still holds another room of the level (it sends a new band to its post); otherwise, when the
  faction holding the room (p. 337) still holds other rooms, its strongest kind there fills its
  post; otherwise its neighbours move in — of the creatures holding the rooms next to it, the
  kind with the most members living on the level; with no neighbour holding any, the kind with
  the most members living on the level; with no one left, it stays empty;
- the newcomers come as many as the room held at first, but no more than the lair sending them
  still has;
- a dungeon lord's lair whose lord was slain stays empty: no one takes a slain lord's seat in
  one City Phase;
- a band that fled, gave up or was left behind keeps its Wounds and meets the guild in the
  Disposition it was left in, one harmful step worse (p. 100): it remembers;
- a band met on the way that the guild left short of a fight (it backed away from the parley,
  or the band let it go) keeps its Wounds and its mood: met again, it is in the Disposition it
  was left in, no step either way; it talks first (nothing was done to it to deepen the mood)
  unless that mood is a harmful one. An angry or loathing band told the guild to leave, and a
  guild that comes back is pressing it (rules digest §19.5: pressing a band in Anger or
  Distaste starts a Challenge), so it acts on its mood and attacks (play-test 19: an angry
  band that only ever talked let a lightless guild walk in and back out for 58 watches). A
  band kept before its mood was meets the guild with a fresh card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence

from worm import grammar
from worm.content.personality import Dispositions
from worm.gen.rooms import Stock
from worm.model.level import Band
from worm.rules import disposition
from worm.rules.disposition import Mood


def living(stock: Sequence[Stock], bands: Sequence[Band], room: int) -> int:
    """How many of a room's creatures are alive now: its band as remembered, else as made."""
    band = next((b for b in bands if b.room == room), None)
    if band is None:
        return len(stock[room].denizens)
    return 0 if band.fate == "slain" else band.count + sum(k.count for k in band.others)


def kind(stock: Sequence[Stock], bands: Sequence[Band], room: int) -> str | None:
    """The creature that holds a room now."""
    band = next((b for b in bands if b.room == room), None)
    if band is not None:
        return band.creature if band.fate != "slain" else None
    return stock[room].denizens[0] if stock[room].denizens else None


def refill(
    stock: Sequence[Stock], bands: Sequence[Band], room: int, near: Collection[int] = ()
) -> tuple[str, int] | None:
    """Who moves into ``room``, cleared by the guild, and how many (p. 160; see the module
    text): ``near`` are the rooms next to it. ``None``: it stays empty."""
    if stock[room].lord or not stock[room].denizens:
        return None
    strength: Counter[str] = Counter()
    for other in range(len(stock)):
        if other == room or stock[other].lord:
            continue
        creature = kind(stock, bands, other)
        if creature is not None:
            strength[creature] += living(stock, bands, other)
    strength = Counter({c: n for c, n in strength.items() if n > 0})
    if not strength:
        return None
    own = stock[room].denizens[0]
    holder = stock[room].faction
    allies = {
        kind(stock, bands, other)
        for other in range(len(stock))
        if holder and other != room and stock[other].faction == holder and not stock[other].lord
    }
    neighbours = {kind(stock, bands, other) for other in near if not stock[other].lord}
    kin = sorted(c for c in strength if c in allies)
    nearby = sorted(c for c in strength if c in neighbours)
    if own in strength:
        chosen = own
    else:
        chosen = max(kin or nearby or sorted(strength), key=lambda c: strength[c])
    return chosen, min(len(stock[room].denizens), strength[chosen])


def grudge_mood(wheel: Dispositions, band: Band) -> Mood:
    """Policy (pp. 100, 123, 160): a band that lived through a fight with the guild meets it
    again in the Disposition it was left in, one harmful step worse for the fight (anger
    deepens to rage, fear turns to anger); a band kept before its mood was, in anger. A band
    that won the fight (the guild gave up to it or fell, p. 123) has nothing to fear from the
    guild: it meets it in the mood it was left in with no step, and if that was fear, in anger
    of the same severity (the neighbour on the wheel, p. 119)."""
    if not band.emotion or not band.intensity:
        return "anger", "basic"
    left: Mood = (band.emotion, band.intensity)  # type: ignore[assignment]
    if band.won:
        return ("anger", left[1]) if left[0] == "fear" else left
    return disposition.shift(wheel, left[0], left[1], False)


def grudge(band: Band, name: str, mood: Mood, wheel: Dispositions) -> str:
    """The ruling's words for a band met again (``grudge_mood``), with the Wounds it still
    bears."""
    felt = disposition.name(wheel, *mood).lower()
    hostile = wheel.valence(mood[0]) == "negative"
    then = "they attack on sight" if hostile else "they keep their distance"
    return f"{grammar.agree(name, 'remember')} the guild, Wounds unhealed, in {felt}: {then}"


def left_mood(band: Band) -> Mood | None:
    """Policy (p. 160, see the module text): a band the guild left short of a fight meets it
    again in the mood it was left in; ``None`` when none was kept (a fresh card is read)."""
    if not band.emotion or not band.intensity:
        return None
    return band.emotion, band.intensity  # type: ignore[return-value]


def attacks_again(mood: Mood | None, wheel: Dispositions) -> bool:
    """Policy (see the module text): a band left short of a fight, met again in a harmful
    mood (Anger, Distaste), attacks: the guild came back after being told to go."""
    return mood is not None and wheel.valence(mood[0]) == "negative"


def met_again(name: str, mood: Mood | None, wheel: Dispositions) -> str:
    """The ruling's words for a band on the way met again after the guild left it."""
    if mood is None:
        return f"{grammar.agree(name, 'are')} still about, as the guild left them"
    felt = disposition.name(wheel, *mood).lower()
    still = f"{grammar.agree(name, 'are')} still about, as the guild left them, in {felt}"
    if attacks_again(mood, wheel):
        return f"{still}; the guild was told to go and came back: they attack"
    return still
