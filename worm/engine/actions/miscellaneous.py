"""Miscellaneous actions (p. 120), played with a card of any suit: Bid Lore, Guard, Reload
Crossbow, Test Fate, Trivial Action, Vigilance. (Move goes as a Dash does, ``pentacles``;
Pull Item from Belt as from the pack, ``cups``.)

Vigilance is laid face down; ``resolution.vigilance`` springs it."""

from __future__ import annotations

from collections.abc import Iterator

from worm import tarot
from worm.engine import fortune, kit, lore_bids, lore_questions, meet
from worm.engine.actions import aloft, fighters, harm, holds, pentacles, totals
from worm.engine.actions.spec import Offer, Spec
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Declared, Fighter, evolve
from worm.model.crawl import Followup
from worm.rules import aloft as lifted
from worm.rules import lore_bids as lore_rules
from worm.tarot import Suit

DEFT_FEATS = ("hide", "leap", "climb")
"""The feats a Test Fate tests with Pentacles; any other daring feat is Cups."""
FEATS: tuple[str | None, ...] = (*DEFT_FEATS, None)
"""Test Fate offers: the Pentacles feats, and a plain daring one."""
PRONE = ("drop prone", "prone", "lie down")
"""Trivial Actions that Trip oneself."""
TRIVIAL: tuple[str | None, ...] = (PRONE[0], None)
"""Trivial Action offers: lying down, and anything else quick."""
VIGILANT = ("Attack", "Roughhouse")
"""The actions a sprung Vigilance carries out (p. 120); declaring one that names any other is
refused (``declare.carried``)."""

# --- declaring --------------------------------------------------------------------------------


def shield_in_hand(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str | None:
    if not fighters.shielded(game, fighter):
        raise IllegalCommand("Guard needs a shield in hand (p. 120)")
    return option


def crossbow_unloaded(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str | None:
    if fighters.weapon_of(game, fighter) != "crossbow":
        raise IllegalCommand("no crossbow in hand to reload")
    if "unloaded" not in fighter.effects:
        raise IllegalCommand("the crossbow is already loaded")
    return option


LOREMASTER = "loremaster"
"""Bid Lore's option: a Loremaster pays 1 Resolve in place of the bid, at their word (p. 79)."""


def _paid_with(option: str | None) -> lore_rules.Means | None:
    return "resolve" if (option or "").strip().lower() == LOREMASTER else None


def a_bid_left(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str | None:
    by = _paid_with(option)
    if option and by is None:
        raise IllegalCommand(f"Bid Lore takes no option but {LOREMASTER!r} (p. 79)")
    if lore_rules.means(a, by) is None:
        raise IllegalCommand(lore_rules.refusal(a, by))
    return option


def unseen_to_hide(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str | None:
    """Hiding is impossible while holding a light (p. 94): one with a lit source in hand (or
    a lantern tied to the belt) is always plainly seen. Any other feat is tested as asked."""
    feat = (option or "").strip().lower()
    if feat == "hide" and kit.lit(a):
        name = game.pack.items[kit.lit(a)[0].item].name.lower()
        raise IllegalCommand(
            f"{a.name} holds a lit {name} and is plainly seen: hiding is impossible while "
            "holding a light (p. 94)"
        )
    return option


# --- resolving ----------------------------------------------------------------------------------


def guard(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Guard (p. 120): with a shield, the card played becomes the new Initiative (policy,
    ambiguity 13: one card); the old one is discarded."""
    ch = game.under_way()
    group = ch.group(fighter.key)
    old = group.initiative
    if old is not None:
        game.decks = tarot.discard_all(game.decks, (old,))
    card = d.card
    assert card is not None, "Guard is played with a card"
    game.challenge = ch.with_group(evolve(group, initiative=card, shown=True))
    totals.act(
        game,
        fighter.name,
        d,
        card.value,
        old.value if old else None,
        f"Initiative now {card.value}",
    )


def reload(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Reload Crossbow (p. 120)."""
    ch = game.under_way()
    game.challenge = ch.with_fighter(evolve(fighter, effects=fighter.effects - {"unloaded"}))
    totals.act(game, fighter.name, d, None, None, "crossbow loaded")


def bid_lore(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Bid Lore (pp. 32, 120): the card is spent either way; a bid may teach the guild one
    thing about its foe, and is checked off only then (p. 32). The bidder needs grounds: a
    motif that reaches the foe, or a talent (``lore_questions.grounds``); with none the GM says
    they would not know, and nothing is checked off (p. 32). A Loremaster with no bid left
    pays 1 Resolve (p. 79), as does one who says so (the option ``loremaster``); a gnome's
    free follow-up teaches one thing more (p. 57)."""
    a = fighters.adventurer(game, fighter.key)
    meeting = game.meeting
    unknown = (
        []
        if meeting is None
        else [i for i in range(len(meeting.traits)) if i not in meet.known(game, meeting)]
    )
    grounds = _grounds(game, a)
    if meeting is not None and unknown and grounds is None:
        lore_questions.refuse(game, a, meeting.name)  # p. 32: the card is spent all the same
        unknown = []
    elif meeting is not None and unknown and grounds is not None:
        lore_questions.ground(game, a.id, grounds, meeting.name)
        lore_bids.pay(game, a.id, _paid_with(d.option))
        meet.learn(game, meeting, unknown[:1], how=f"{a.name} remembers")
        if unknown[1:] and lore_bids.follow_up(game, a.id):
            meet.learn(game, meeting, unknown[1:2], how=f"{a.name} asks on")
    else:
        game.ruling("p. 32", f"{a.name} would know nothing new: no lore bid is checked off")
    totals.act(
        game,
        fighter.name,
        d,
        None,
        None,
        "remembers something" if unknown else "knows nothing of use",
    )


def _grounds(game: Table, a: Adventurer) -> tuple[str, str | None] | None:
    """Why ``a`` may bid lore on the foe met (``lore_questions.grounds``), or None. Policy
    (Read the Past, p. 56): a foe the guild knows anything of has been seen."""
    meeting = game.meeting
    if meeting is None:
        return None
    name = (
        game.pack.monsters[meeting.creature].name
        if meeting.creature in game.pack.monsters
        else meeting.name
    )
    return lore_questions.grounds(game, a, "creature", name, seen=bool(meet.known(game, meeting)))


def daring_feat(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Test Fate (p. 120): the card played is not part of it; a fresh card tests as any test
    of fate. To hide: success Shrouds the tester (``after_feat``). A climber with a grappling
    hook and rope climbs without a test (p. 167)."""
    feat = (d.option or "a daring feat").strip()
    suit: Suit = "pentacles" if feat.lower() in DEFT_FEATS else "cups"
    if feat.lower() == holds.ESCAPE:  # out of a slime: Swords (p. 278)
        suit = "swords"
    a = fighters.adventurer(game, fighter.key)
    if feat.lower() == "climb" and kit.count(a, "grappling_hook") and kit.count(a, "rope"):
        totals.act(game, fighter.name, d, None, None, "climbs by hook and rope")
        game.ruling("p. 167", f"{a.name} has a grappling hook and rope: the climb needs no test")
        return
    totals.act(game, fighter.name, d, None, None, f"tests fate: {feat}")
    fortune.test_each(
        game,
        Followup(
            testers=(fighter.key,),
            attribute=suit,
            task=feat,
            dangerous=True,
            challenge=f"feat:{feat.lower()}",
        ),
    )


def after_feat(game: Table, feat: str, won: bool, who: str) -> None:
    """What a feat tested in a fight does once its test stands: a hider is Shrouded."""
    if game.challenge is None or not won:
        return
    if feat == "hide":
        harm.afflict(game, who, "shroud")


def trivial(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """A Trivial Action (p. 120): quick and uncontested. Dropping prone Trips oneself."""
    what = (d.option or "something quick").strip()
    totals.act(game, fighter.name, d, None, None, what)
    if what.lower() in PRONE:
        harm.afflict(game, fighter.key, "trip")
    if what.lower() == lifted.SHINE:
        aloft.shine(game, fighter)


# --- the menu -----------------------------------------------------------------------------------


def none_offers(label: str) -> Iterator[Offer]:
    yield Offer(None, None, label)


def lore_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    meeting = game.meeting
    if meeting is not None and _grounds(game, a) is None:
        return none_offers("Bid Lore (no motif of theirs reaches the foe: a card for nothing)")
    if lore_rules.means(a) == "resolve":
        return none_offers("Bid Lore (1 Resolve: Loremaster)")
    offers = [Offer(None, None, f"Bid Lore ({a.lore_bids} left)")]
    if lore_rules.means(a, "resolve") is not None:  # at their word (p. 79)
        offers.append(Offer(None, LOREMASTER, "Bid Lore (1 Resolve in place of a bid: Loremaster)"))
    return iter(offers)


def guard_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    return none_offers("Guard: this card becomes your Initiative")


def reload_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    return none_offers("Reload the crossbow")


def feat_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    if holds.stuck(ch, me, "root"):
        yield Offer(None, holds.ESCAPE, "Test fate on Swords to escape")
    for feat in FEATS:
        yield Offer(None, feat, f"Test fate to {feat}" if feat else "Test fate on a daring feat")


def trivial_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    for what in TRIVIAL:
        yield Offer(None, what, what.capitalize() if what else "A quick, trivial action")
    wraith = aloft.shone_on(game, me)
    if wraith is not None:
        yield Offer(None, lifted.SHINE, f"Shine your light on {wraith.name} (Shadow Form, p. 284)")


def vigilance_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    for then in VIGILANT:
        yield Offer(None, then, f"Vigilance: {then.lower()} the first foe to come")


def vigilant_then(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str | None:
    """A sprung Vigilance's Roughhouse is a Trip (p. 120): refused when no foe can be
    tripped (``pentacles.unmoved``), so neither the menu nor the typed play offers it."""
    ch = game.under_way()
    if (option or "").strip().lower() == "roughhouse" and all(
        pentacles.unmoved(game, ch, foe, "trip") for foe in ch.side("foes") if foe.fighting
    ):
        foes = " and ".join(g.name for g in ch.groups if g.side == "foes")
        raise IllegalCommand(f"no Vigilance to roughhouse {foes}: no trip works on them (p. 117)")
    return option
