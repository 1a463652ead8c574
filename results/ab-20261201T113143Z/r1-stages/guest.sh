#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/ab-20261201T113143Z/r1-stages/run.sh 
echo $? > /root/.cache/htab-gp/dev/ab-20261201T113143Z/r1-stages/rc
dmesg > /root/.cache/htab-gp/dev/ab-20261201T113143Z/r1-stages/dmesg
