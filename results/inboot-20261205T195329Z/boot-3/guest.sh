#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/inboot-20261205T195329Z/boot-3/run.sh 
echo $? > /root/.cache/htab-gp/dev/inboot-20261205T195329Z/boot-3/rc
dmesg > /root/.cache/htab-gp/dev/inboot-20261205T195329Z/boot-3/dmesg
