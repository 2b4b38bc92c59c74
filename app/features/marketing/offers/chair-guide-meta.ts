export const MassageChairGuideMeta = {
  title: "Massage Chair Shopping Guide",
  description:
    "How to choose a massage chair: fit, room size, zero gravity, L/S track, heat and airbags, body height and weight, the 3-year care warranty on chairs over $1,000, and $200 off your chair.",
};
