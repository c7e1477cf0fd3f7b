"""City Actions in the text game (pp. 156–159): ``act WHO ACTION [THING…]`` takes one, and
``acts`` lists them with who may take which (and why not)."""

from __future__ import annotations

from worm.engine import city, city_actions, district_actions
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import city_actions as policy
from worm.rules import city_actions as rules

WORDS = ("act",)
USAGE = (
    "'act WHO ACTION [THING…]': bank N (negative: withdraw) or [take] ITEM, beg, build WHAT, "
    "camp ACTION [TALENT|ITEM|SUBJECT] [with MATE] [XP] (a Camp Action: "
    + ", ".join(policy.CAMP_IN_CITY)
    + "), carouse [half|all], commission [farmer|adventurer|noble|new] WHAT, funeral DEAD [XP], "
    "components, quarry CREATURE|KITH|REALM [as FOE], research [CREATURE], translate [CREATURE], "
    "support [basic|best|city] PROJECT [with THING FROM BELOW], "
    "train TALENT [XP]; "
    "and this City's districts' own: recuperate, leeching [AFFLICTION], "
    "study_language LANGUAGE, eavesdrop, fate_honey|amulets|fireworks|puppet|beg_scraps [N], "
    "loan GOLD, spread_rumors [GOLD] TALE, loosen_lips [GOLD] [CREATURE], makeover LOOKS, "
    "send_letter TO, marriage_feast [SPOUSE], sell_reagents, duel, join_swordwhores, "
    "join_beggars, join_court_of_wands, autographs, tattoo, gargoyle [WHAT], picnic [TOLD], "
    "fight BET, visit_pit, seal_away THING, harvest_reagents [N] [BEAST], visit_grave, adopt, "
    "pale_prophecies, huff_fumes, play [WHO, ON WHAT], black_honey|ghost_lotus [N], "
    "animal_companion ANIMAL, copy_texts [CREATURE], exchange_gifts THING, wrestle_hereclus, "
    "stargaze [high|low|3 1 2], pillow_talk CHARACTER, seek_initiation [ANSWER], "
    "fit_prosthetics, enter_the_underworld, fence_goods PIECE, "
    "kinseys [CREATURE], blood_feast, hangmans_hill, mutation"
)
COUNTED = ("buy", "loan", "bribe", "harvest", "fight")
"""The plays of a district's special action whose first number is its ``amount``."""


def _number(word: str) -> int | None:
    digits = word[1:] if word.startswith("-") else word
    if not digits or not (digits.isascii() and digits.isdigit()) or len(digits) > 6:
        return None
    return int(word)


def parse(game: Game, rest: list[str]) -> cmd.CityAct:
    """``act WHO ACTION [THING…]`` as a command; the engine judges the rest."""
    if len(rest) < 2:
        raise IllegalCommand(f"say who takes which City Action: {USAGE}")
    who = game.guild.adventurer(rest[0]).id
    special = district_actions.anywhere(game, rest[1])
    if special is not None:  # a district's own (Appendix D); the engine asks if it is here
        words = rest[2:]
        count = _number(words[0]) if words and special.play in COUNTED else None
        if count is not None:  # how many to buy, the gold lent or spent on the test
            words = words[1:]
        return cmd.CityAct(who=who, action=special.id, what=" ".join(words) or None, amount=count)
    action = rules.find(rest[1]).id
    words = rest[2:]
    if action == "camp":  # a Camp Action as the City Action (p. 156)
        return _camp(who, words)
    option: str | None = None
    amount: int | None = None
    if action in ("carouse", "commission", "support") and words:
        choices = {"carouse": ("half", "all"), "commission": tuple(rules.BANDS)}
        if words[0].lower() in choices.get(action, ("basic", "best", "city")):
            option, words = words[0].lower(), words[1:]
    if action in ("bank", "funeral", "train", "horde") and words and _number(words[-1]) is not None:
        amount, words = _number(words[-1]), words[:-1]
    if action == "bank" and amount is None and words and words[0].lower() == "take":
        option, words = "take", words[1:]  # a banked thing taken back out (p. 156)
    too_big = (
        bool(words) and words[-1].lstrip("-").isascii() and words[-1].lstrip("-").isdigit()
    )  # more than a purse could hold
    if action == "bank" and amount is None and (not words or too_big):
        raise IllegalCommand(
            "bank how much? 'act WHO bank 50' deposits, 'act WHO bank -50' withdraws; "
            "'act WHO bank ITEM' leaves a thing with the bank, 'act WHO bank take ITEM' takes it"
        )
    material: str | None = None
    lowered = [w.lower() for w in words]
    if action == "quarry" and "as" in lowered[1:]:  # the hated foe it is hunted as (p. 70)
        at = len(lowered) - 1 - lowered[::-1].index("as")
        option, words = " ".join(words[at + 1 :]) or None, words[:at]
    if action == "support" and "with" in lowered[1:]:  # Underworld material (p. 172)
        at = len(lowered) - 1 - lowered[::-1].index("with")
        material, words = " ".join(words[at + 1 :]) or None, words[:at]
    what = " ".join(words) or None
    return cmd.CityAct(
        who=who, action=action, what=what, amount=amount, option=option, material=material
    )


def _camp(who: str, words: list[str]) -> cmd.CityAct:
    """``act WHO camp ACTION [THING…] [with MATE] [XP]``: a Camp Action in the City."""
    if not words:
        raise IllegalCommand(f"which Camp Action? {', '.join(policy.CAMP_IN_CITY)} (p. 156)")
    amount = _number(words[-1]) if len(words) > 1 else None  # Train's XP
    if amount is not None:
        words = words[:-1]
    partner: str | None = None
    lowered = [w.lower() for w in words]
    if "with" in lowered[1:]:
        at = lowered.index("with", 1)
        partner, words = " ".join(words[at + 1 :]) or None, words[:at]
    option = " ".join(words[1:]) or None
    return cmd.CityAct(
        who=who, action="camp", what=words[0], option=option, amount=amount, partner=partner
    )


def listing(game: Game) -> str:
    """Every City Action with its price, and for each living adventurer which they may take."""
    lines = ["City Actions (pp. 156–159), one each in step 6:"]
    lines += [f"  {a.id:<11} {a.name} ({a.cost}, p. {a.page}): {a.summary}" for a in rules.ACTIONS]
    if game.city is None or game.phase != "city":
        lines.append("(the guild is not in the City)")
        return "\n".join(lines)
    specials = district_actions.specials(game)
    if specials:
        lines.append("This City's districts offer their own (Appendix D):")
        lines += [
            f"  {s.id:<11} {s.name} ({s.gold or 'free'}{' gold' if s.gold else ''}, "
            f"p. {s.page}): {s.summary}"
            for s in specials
        ]
    for a in city.living(game):
        done = game.city.action_of(a.id)
        if done is not None:
            lines.append(f"{a.name} has taken {done}.")
            continue
        open_ = [x.id for x in rules.ACTIONS if city_actions.why_not(game, a, x) is None]
        open_ += [s.id for s in specials if district_actions.why_not(game, a, s) is None]
        if open_:
            lines.append(f"{a.name} may take: {', '.join(open_)}.")
        else:
            lines.append(f"{a.name}: {city_actions.why_not(game, a, rules.ACTIONS[1])}.")
    lines.append(USAGE)
    return "\n".join(lines)
